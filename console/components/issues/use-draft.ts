import { useEffect, useRef, useState } from "react";
import type { Draft, DraftContent, IssueDraft } from "#shared/console-api.ts";
import { consoleApi } from "#shared/console-paths.ts";
import { errorMessage, getFrom, postJson, postTo } from "../../lib/api";
import { paths } from "../../lib/router";
import { type SendOptions, sendNow } from "./send-options";

export type SaveState =
  | { state: "idle" }
  | { state: "loading" }
  | { state: "saving" }
  | { state: "saved"; at: string }
  | { state: "failed"; message: string };

/** The composer's whole state: the text, its preview text, and whom and when to send it to, all kept
 * with the draft (closing the composer loses none of them). */
export type ComposerDraft = IssueDraft & { previewText: string; options: SendOptions };

const emptyDraft = (draftId?: string): ComposerDraft => ({
  language: "en",
  markdown: "",
  previewText: "",
  options: sendNow,
  draftId,
});

/** What the server keeps: the audience as a slug or null, the schedule's wall time or null for now. */
function contentOf(draft: ComposerDraft): DraftContent {
  return {
    language: draft.language,
    markdown: draft.markdown,
    previewText: draft.previewText,
    course: draft.options.course || null,
    schedule: draft.options.when === "later" ? draft.options.at : null,
  };
}

function composerDraftOf(loaded: Draft): ComposerDraft {
  return {
    language: loaded.language,
    markdown: loaded.markdown,
    previewText: loaded.previewText ?? "",
    options: {
      course: loaded.course ?? "",
      when: loaded.schedule == null ? "now" : "later",
      at: loaded.schedule ?? "",
    },
    draftId: loaded.id,
  };
}

/** How long typing must pause before the draft is saved. */
export const saveDelayMs = 700;

/**
 * The composer's text, kept on the server as it is typed: the first change makes a draft (its id goes
 * into the address as `?draft=`, so a reload opens it again), later ones save over it once typing
 * pauses. `reset` starts a new, empty issue (after a send).
 */
export function useDraft(initialId: string | undefined, onCreated: () => void = () => {}) {
  const [draft, setDraft] = useState<ComposerDraft>(() => emptyDraft(initialId));
  const [save, setSave] = useState<SaveState>(initialId ? { state: "loading" } : { state: "idle" });
  const dirty = useRef(false);
  const creating = useRef<Promise<Draft> | undefined>(undefined);
  /** The save under way, if any: a send waits for it, or it could reach a draft the send deleted. */
  const saving = useRef<Promise<string | undefined> | undefined>(undefined);
  // Held in a ref: a new callback from the page is no reason to save again.
  const announceCreated = useRef(onCreated);
  announceCreated.current = onCreated;

  useEffect(() => {
    if (!initialId) return;
    let current = true;
    getFrom<Draft>(consoleApi.draft(initialId)).then(
      (loaded) => {
        if (!current || dirty.current) return;
        setDraft(composerDraftOf(loaded));
        setSave({ state: "saved", at: loaded.updatedAt });
      },
      (error: unknown) => current && setSave({ state: "failed", message: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [initialId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: saved when a kept field changes, not on each new object
  useEffect(() => {
    if (!dirty.current) return;
    const timer = setTimeout(() => {
      saving.current = saveNow();
    }, saveDelayMs);
    const saveNow = async (): Promise<string | undefined> => {
      setSave({ state: "saving" });
      const content = contentOf(draft);
      let id = draft.draftId;
      try {
        if (!id) {
          creating.current ??= postJson(consoleApi.drafts, content);
          const created = await creating.current;
          id = created.id;
          setDraft((previous) => ({ ...previous, draftId: created.id }));
          window.history.replaceState(null, "", `${paths.issues}?draft=${encodeURIComponent(created.id)}`);
          announceCreated.current();
        }
        const saved = await postTo<Draft>(consoleApi.draft(id), content);
        setSave({ state: "saved", at: saved.updatedAt });
      } catch (error) {
        setSave({ state: "failed", message: errorMessage(error) });
      }
      return id;
    };
    return () => clearTimeout(timer);
  }, [
    draft.language,
    draft.markdown,
    draft.draftId,
    draft.previewText,
    draft.options.course,
    draft.options.when,
    draft.options.at,
  ]);

  const edit = (change: Partial<Omit<ComposerDraft, "draftId">>) => {
    dirty.current = true;
    setDraft((previous) => ({ ...previous, ...change }));
  };
  /** Once no save is under way: the draft's id as saved (a first save may have just made it). */
  const settled = async () => (await saving.current) ?? draft.draftId;
  const reset = () => {
    dirty.current = false;
    creating.current = undefined;
    saving.current = undefined;
    setDraft(emptyDraft());
    setSave({ state: "idle" });
    window.history.replaceState(null, "", paths.issues);
  };
  return { draft, save, edit, reset, settled };
}
