import { useId } from "react";
import type { IssueDraft } from "../../../server/newsletter/domain/console-api.ts";
import { languageNames, languages } from "../../lib/format";

/** The issue's language and its Markdown, with the draft's save state under the text. */
export function ComposerEditor({
  draft,
  edit,
  fieldError,
  saveWords,
}: {
  draft: IssueDraft;
  edit: (change: Partial<Omit<IssueDraft, "draftId">>) => void;
  fieldError: string | undefined;
  saveWords: string;
}) {
  const ids = useId();
  const describedBy = `${ids}-hint ${ids}-saved${fieldError ? ` ${ids}-error` : ""}`;
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
        <label htmlFor={`${ids}-markdown`} className="font-medium">
          The issue, in Markdown
        </label>
        <p id={`${ids}-hint`} className="text-sm text-slate-700">
          The first “# ” heading is the subject. Links, lists and **bold** work as in Markdown.
        </p>
        <textarea
          id={`${ids}-markdown`}
          lang={draft.language === "se" ? "sv" : "en"}
          rows={18}
          value={draft.markdown}
          onChange={(event) => edit({ markdown: event.target.value })}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={describedBy}
          className="w-full rounded-lg border border-slate-500 bg-white p-3 font-mono text-sm aria-invalid:border-red-700"
        />
        {fieldError ? (
          <p id={`${ids}-error`} className="text-sm font-medium text-red-800">
            Error: {fieldError}
          </p>
        ) : null}
        <p id={`${ids}-saved`} className="text-sm text-slate-700">
          {saveWords}
        </p>
      </div>
    </div>
  );
}
