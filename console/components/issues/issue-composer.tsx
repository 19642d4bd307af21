import { Mail, Send } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import type { IssuePreview } from "#shared/console-api.ts";
import { consoleApi, issueSubject } from "#shared/console-paths.ts";
import { ApiError, errorMessage, postJson } from "../../lib/api";
import { formatTime } from "../../lib/format";
import { splitIssue } from "../../lib/issue-parts";
import { paths } from "../../lib/router";
import { sendLabel } from "../../lib/send-time";
import { formatStockholm, stockholmToIso } from "../../lib/stockholm-time";
import { AppLink } from "../app-link";
import { Button } from "../button";
import { Notice } from "../notice";
import { ComposerEditor } from "./composer-editor";
import { PreviewPane } from "./preview-pane";
import { SendDialog } from "./send-dialog";
import { type SendOptions, SendOptionsFields } from "./send-options";
import { type SaveState, useDraft } from "./use-draft";
import { useLivePreview } from "./use-live-preview";

const noSubject = "The issue needs a subject: the line readers see in their inbox, like “November news”.";
const noTime = "Choose a date and time after now for the issue to be sent at.";

function saveWords(save: SaveState): string {
  switch (save.state) {
    case "idle":
      return "Saved as a draft as you type.";
    case "loading":
      return "Opening the draft…";
    case "saving":
      return "Saving the draft…";
    case "saved":
      return `Draft saved at ${formatTime(save.at)}.`;
    case "failed":
      return `The draft could not be saved: ${save.message}`;
  }
}

/**
 * Write an issue (subject, preview text, Markdown body) beside its live preview (tabs on a narrow screen), saved as a
 * draft as you type; mail a test to yourself; choose its audience and whether it goes now or at a
 * Stockholm time; send it after a confirmation that says to how many and how long.
 */
export function IssueComposer({
  draftId,
  onSent,
  onDraftCreated,
}: {
  draftId?: string;
  onSent: () => void;
  /** The first save made a draft: the list of drafts has one more. */
  onDraftCreated?: () => void;
}) {
  const ids = useId();
  const { draft, save, edit, reset, settled } = useDraft(draftId, onDraftCreated);
  const preview = useLivePreview(draft);
  const [view, setView] = useState<"write" | "preview">("write");
  const [confirming, setConfirming] = useState<IssuePreview>();
  const [fieldError, setFieldError] = useState<string>();
  const [done, setDone] = useState<ReactNode>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  // Kept with the draft (use-draft.ts), so a composer opened again has them.
  const { options } = draft;
  const setOptions = (change: Partial<SendOptions>) => edit({ options: { ...options, ...change } });
  const [atError, setAtError] = useState<string>();
  const readers = preview.state === "ready" && !options.course ? preview.preview.readers : undefined;
  const scheduleAt = options.when === "later" ? stockholmToIso(options.at) : undefined;

  /** One action at a time; a missing subject is the textarea's error, anything else the form's. */
  const run = async (action: () => Promise<void>) => {
    if (busy) return;
    setDone(undefined);
    setProblem(undefined);
    const hasSubject =
      splitIssue(draft.markdown).subject.trim() !== "" || issueSubject(draft.markdown) !== undefined;
    setFieldError(hasSubject ? undefined : noSubject);
    if (!hasSubject) return;
    setBusy(true);
    try {
      await action();
    } catch (error) {
      if (error instanceof ApiError && error.code === "no_subject") setFieldError(noSubject);
      else setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const content = () => ({
    language: draft.language,
    markdown: draft.markdown,
    ...(draft.previewText.trim() ? { previewText: draft.previewText } : {}),
  });
  const audience = () => (options.course ? { course: options.course } : {});
  const sendTest = () =>
    run(async () => {
      await postJson(consoleApi.issueTest, content());
      setDone("A test of this issue is on its way to your own address, marked [TEST] in its subject.");
    });
  const askToSend = () =>
    run(async () => {
      const timeMissing = options.when === "later" && (!scheduleAt || Date.parse(scheduleAt) <= Date.now());
      setAtError(timeMissing ? noTime : undefined);
      if (timeMissing) return;
      setConfirming(await postJson(consoleApi.issuePreview, { ...content(), ...audience() }));
    });
  const send = () =>
    run(async () => {
      // A save still under way would reach the draft this send deletes (a 404): wait for it first.
      const savedId = await settled();
      const issue = await postJson(consoleApi.issueSend, {
        ...content(),
        ...audience(),
        ...(scheduleAt ? { scheduleAt } : {}),
        draftId: savedId,
      });
      setConfirming(undefined);
      reset();
      setView("write");
      setDone(
        <>
          “{issue.subject}”{" "}
          {issue.scheduledAt ? `is scheduled for ${formatStockholm(issue.scheduledAt)}.` : "is on its way."}{" "}
          <AppLink href={paths.issue(issue.id)} className="font-semibold underline underline-offset-4">
            Follow its progress
          </AppLink>
          .
        </>,
      );
      onSent();
    });

  const tab = (name: "write" | "preview", label: string) => (
    <button
      type="button"
      role="tab"
      id={`${ids}-${name}-tab`}
      aria-selected={view === name}
      aria-controls={`${ids}-${name}`}
      onClick={() => setView(name)}
      className="min-h-11 rounded-t-lg border-b-4 border-transparent px-4 font-semibold aria-selected:border-brand-700 aria-selected:text-brand-900"
    >
      {label}
    </button>
  );
  return (
    <form onSubmit={(event) => event.preventDefault()} className="flex flex-col gap-4">
      <div role="tablist" aria-label="The issue" className="flex gap-2 border-b border-slate-300 lg:hidden">
        {tab("write", "Write")}
        {tab("preview", "Preview")}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <div
          role="tabpanel"
          id={`${ids}-write`}
          aria-labelledby={`${ids}-write-tab`}
          className={`min-w-0 ${view === "write" ? "" : "max-lg:hidden"}`}
        >
          <ComposerEditor draft={draft} edit={edit} fieldError={fieldError} saveWords={saveWords(save)} />
        </div>
        <section
          role="tabpanel"
          id={`${ids}-preview`}
          aria-labelledby={`${ids}-preview-tab`}
          className={`min-w-0 ${view === "preview" ? "" : "max-lg:hidden"}`}
        >
          <h3 className="mb-2 text-lg font-semibold max-lg:sr-only">Preview</h3>
          <p className="mb-2 text-sm text-slate-700">The whole mail, as a reader gets it.</p>
          <PreviewPane preview={preview} />
        </section>
      </div>
      <SendOptionsFields
        language={draft.language}
        options={options}
        onChange={setOptions}
        atError={atError}
      />
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" aria-disabled={busy} onClick={sendTest}>
          <Mail aria-hidden="true" className="size-4" />
          Send a test to me
        </Button>
        <Button aria-disabled={busy} onClick={askToSend}>
          <Send aria-hidden="true" className="size-4" />
          {options.when === "later"
            ? "Schedule…"
            : readers === undefined
              ? "Send…"
              : `${sendLabel(readers)}…`}
        </Button>
      </div>
      <Notice kind="success">{done}</Notice>
      <Notice kind="error">{confirming ? undefined : problem}</Notice>
      <SendDialog
        preview={confirming}
        language={draft.language}
        course={options.course}
        scheduleAt={scheduleAt}
        busy={busy}
        problem={problem}
        onSend={send}
        onClose={() => setConfirming(undefined)}
      />
    </form>
  );
}
