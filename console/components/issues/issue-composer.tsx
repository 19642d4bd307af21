import { Eye, Mail, Send } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import type {
  IssueDraft,
  IssuePreview,
  IssueSummary,
} from "../../../server/newsletter/domain/console-api.ts";
import { consoleApi, issueSubject } from "../../../server/newsletter/domain/console-api.ts";
import { ApiError, errorMessage, postJson } from "../../lib/api";
import { languageNames, languages } from "../../lib/format";
import { Button } from "../button";
import { Notice } from "../notice";
import { IssuePreviewView } from "./issue-preview";
import { SendDialog } from "./send-dialog";

const noSubject = "The issue needs a subject: start the Markdown with a line like “# November news”.";

/** Write an issue in Markdown, see it as it will be sent, mail a test to yourself, then send it. */
export function IssueComposer({ onSent }: { onSent: (issue: IssueSummary) => void }) {
  const ids = useId();
  const [draft, setDraft] = useState<IssueDraft>({ language: "en", markdown: "" });
  const [preview, setPreview] = useState<{ of: IssueDraft; preview: IssuePreview }>();
  const [confirming, setConfirming] = useState<IssuePreview>();
  const [fieldError, setFieldError] = useState<string>();
  const [done, setDone] = useState<ReactNode>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  /** One action at a time; a missing subject is the textarea's error, anything else the form's. */
  const run = async (action: (sent: IssueDraft) => Promise<void>) => {
    if (busy) return;
    setDone(undefined);
    setProblem(undefined);
    // The server's own rule (400 no_subject); asking it first would only be slower.
    const hasSubject = issueSubject(draft.markdown) !== undefined;
    setFieldError(hasSubject ? undefined : noSubject);
    if (!hasSubject) return;
    setBusy(true);
    try {
      await action(draft);
    } catch (error) {
      if (error instanceof ApiError && error.code === "no_subject") setFieldError(noSubject);
      else setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const showPreview = () =>
    run(async (sent) =>
      setPreview({ of: sent, preview: await postJson<IssuePreview>(consoleApi.issuePreview, sent) }),
    );
  const sendTest = () =>
    run(async (sent) => {
      await postJson(consoleApi.issueTest, sent);
      setDone("A test of this issue is on its way to your own address.");
    });
  const askToSend = () =>
    run(async (sent) => setConfirming(await postJson<IssuePreview>(consoleApi.issuePreview, sent)));
  const send = () =>
    run(async (sent) => {
      const issue = await postJson<IssueSummary>(consoleApi.issueSend, sent);
      setConfirming(undefined);
      setDone(<>“{issue.subject}” is queued. Its progress is in the list below.</>);
      onSent(issue);
    });

  const describedBy = `${ids}-hint${fieldError ? ` ${ids}-error` : ""}`;
  return (
    <form onSubmit={(event) => event.preventDefault()} className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-medium">Language</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {languages.map((language) => (
            <label key={language} className="inline-flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="language"
                value={language}
                checked={draft.language === language}
                onChange={() => setDraft({ ...draft, language })}
                className="size-5 accent-brand-700"
              />
              {languageNames[language]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${ids}-markdown`} className="font-medium">
          The issue, in Markdown
        </label>
        <p id={`${ids}-hint`} className="text-sm text-slate-700">
          The first “# ” heading is the subject. Links, lists and **bold** work as in Markdown.
        </p>
        <textarea
          id={`${ids}-markdown`}
          lang={draft.language === "se" ? "sv" : "en"}
          rows={14}
          value={draft.markdown}
          onChange={(event) => setDraft({ ...draft, markdown: event.target.value })}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={describedBy}
          className="w-full rounded-lg border border-slate-500 bg-white p-3 font-mono text-sm aria-invalid:border-red-700"
        />
        {fieldError ? (
          <p id={`${ids}-error`} className="text-sm font-medium text-red-800">
            Error: {fieldError}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" aria-disabled={busy} onClick={showPreview}>
          <Eye aria-hidden="true" className="size-4" />
          Preview
        </Button>
        <Button variant="secondary" aria-disabled={busy} onClick={sendTest}>
          <Mail aria-hidden="true" className="size-4" />
          Send a test to me
        </Button>
        <Button aria-disabled={busy} onClick={askToSend}>
          <Send aria-hidden="true" className="size-4" />
          Send to all confirmed {languageNames[draft.language]} subscribers
        </Button>
      </div>
      <Notice kind="success">{done}</Notice>
      <Notice kind="error">{confirming ? undefined : problem}</Notice>
      {preview ? (
        <IssuePreviewView
          preview={preview.preview}
          outdated={preview.of.markdown !== draft.markdown || preview.of.language !== draft.language}
        />
      ) : null}
      <SendDialog
        preview={confirming}
        language={draft.language}
        busy={busy}
        problem={problem}
        onSend={send}
        onClose={() => setConfirming(undefined)}
      />
    </form>
  );
}
