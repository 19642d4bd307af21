import { useId } from "react";
import { maxPreviewText } from "#shared/console-paths.ts";
import { languageNames, languages } from "../../lib/format";
import { joinIssue, splitIssue } from "../../lib/issue-parts";
import type { ComposerDraft } from "./use-draft";

/** The issue's language, its subject and preview text on fields of their own and its body in Markdown
 * (issue 40), with
 * the draft's save state under the text. The draft stays one Markdown text (lib/issue-parts.ts). */
export function ComposerEditor({
  draft,
  edit,
  fieldError,
  saveWords,
}: {
  draft: ComposerDraft;
  edit: (change: Partial<Omit<ComposerDraft, "draftId">>) => void;
  /** The subject's error (the only field an issue cannot go without). */
  fieldError: string | undefined;
  saveWords: string;
}) {
  const ids = useId();
  const { subject, body } = splitIssue(draft.markdown);
  const lang = draft.language === "se" ? "sv" : "en";
  return (
    <div className="flex flex-col gap-4">
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
                onChange={() => edit({ language })}
                className="size-5 accent-brand-700"
              />
              {languageNames[language]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${ids}-subject`} className="font-medium">
          Subject
        </label>
        <input
          id={`${ids}-subject`}
          lang={lang}
          value={subject}
          onChange={(event) => edit({ markdown: joinIssue(event.target.value, body) })}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${ids}-error` : undefined}
          autoComplete="off"
          className="min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-base aria-invalid:border-red-700"
        />
        {fieldError ? (
          <p id={`${ids}-error`} className="text-sm font-medium text-red-800">
            Error: {fieldError}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${ids}-preview-text`} className="font-medium">
          Preview text <span className="font-normal text-slate-700">(optional)</span>
        </label>
        <p id={`${ids}-preview-hint`} className="text-sm text-slate-700">
          The line an inbox shows after the subject; not shown in the mail itself. Without it, the inbox shows
          the mail’s first words.
        </p>
        <input
          id={`${ids}-preview-text`}
          lang={lang}
          value={draft.previewText}
          maxLength={maxPreviewText}
          onChange={(event) => edit({ previewText: event.target.value })}
          aria-describedby={`${ids}-preview-hint`}
          autoComplete="off"
          className="min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-base"
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${ids}-markdown`} className="font-medium">
          The issue, in Markdown
        </label>
        <p id={`${ids}-hint`} className="text-sm text-slate-700">
          The body of the mail, under the subject. Links, lists, ## headings and **bold** work as in Markdown.
        </p>
        <textarea
          id={`${ids}-markdown`}
          lang={lang}
          rows={18}
          value={body}
          onChange={(event) => edit({ markdown: joinIssue(subject, event.target.value) })}
          aria-describedby={`${ids}-hint ${ids}-saved`}
          className="w-full rounded-lg border border-slate-500 bg-white p-3 font-mono text-sm"
        />
        <p id={`${ids}-saved`} className="text-sm text-slate-700">
          {saveWords}
        </p>
      </div>
    </div>
  );
}
