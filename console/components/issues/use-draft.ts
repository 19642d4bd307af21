import { useEffect, useRef, useState } from "react";
import type { Draft, IssueDraft } from "../../../server/newsletter/domain/console-api.ts";
import { consoleApi } from "../../../server/newsletter/domain/console-api.ts";
import { errorMessage, getJson, postJson } from "../../lib/api";
import { paths } from "../../lib/router";

export type SaveState =
  | { state: "idle" }
  | { state: "loading" }
  | { state: "saving" }
  | { state: "saved"; at: string }
  | { state: "failed"; message: string };

/** How long typing must pause before the draft is saved. */
export const saveDelayMs = 700;

/**
 * The composer's text, kept on the server as it is typed: the first change makes a draft (its id goes
 * into the address as `?draft=`, so a reload opens it again), later ones save over it once typing
 * pauses. `reset` starts a new, empty issue (after a send).
 */
export function useDraft(initialId: string | undefined, onCreated: () => void = () => {}) {
  const [draft, setDraft] = useState<IssueDraft>({ language: "en", markdown: "", draftId: initialId });
  const [save, setSave] = useState<SaveState>(initialId ? { state: "loading" } : { state: "idle" });
  const dirty = useRef(false);
  const creating = useRef<Promise<Draft> | undefined>(undefined);
  // Held in a ref: a new callback from the page is no reason to save again.
  const announceCreated = useRef(onCreated);
  announceCreated.current = onCreated;

  useEffect(() => {
    if (!initialId) return;
    let current = true;
    getJson<Draft>(consoleApi.draft(initialId)).then(
      (loaded) => {
        if (!current || dirty.current) return;
        setDraft({ language: loaded.language, markdown: loaded.markdown, draftId: loaded.id });
        setSave({ state: "saved", at: loaded.updatedAt });
      },
      (error: unknown) => current && setSave({ state: "failed", message: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [initialId]);

  useEffect(() => {
    if (!dirty.current) return;
    const timer = setTimeout(async () => {
      setSave({ state: "saving" });
      const content = { language: draft.language, markdown: draft.markdown };
      try {
        let id = draft.draftId;
        if (!id) {
          creating.current ??= postJson<Draft>(consoleApi.drafts, content);
          const created = await creating.current;
          id = created.id;
          setDraft((previous) => ({ ...previous, draftId: created.id }));
          window.history.replaceState(null, "", `${paths.issues}?draft=${encodeURIComponent(created.id)}`);
          announceCreated.current();
        }
        const saved = await postJson<Draft>(consoleApi.draft(id), content);
        setSave({ state: "saved", at: saved.updatedAt });
      } catch (error) {
        setSave({ state: "failed", message: errorMessage(error) });
      }
    }, saveDelayMs);
    return () => clearTimeout(timer);
  }, [draft.language, draft.markdown, draft.draftId]);

  const edit = (change: Partial<Omit<IssueDraft, "draftId">>) => {
    dirty.current = true;
    setDraft((previous) => ({ ...previous, ...change }));
  };
  const reset = () => {
    dirty.current = false;
    creating.current = undefined;
    setDraft({ language: "en", markdown: "", draftId: undefined });
    setSave({ state: "idle" });
    window.history.replaceState(null, "", paths.issues);
  };
  return { draft, save, edit, reset };
}
