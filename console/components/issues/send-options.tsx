import { useId } from "react";
import { consoleApi } from "#shared/console-paths.ts";
import { courseName, courseSlugs } from "../../lib/course-names";
import { type Language, languageNames } from "../../lib/format";
import { useApiGet } from "../../lib/use-api-get";
import { audienceNote, everyoneLabel } from "./audience";

export interface SendOptions {
  /** A course's slug: only the newsletter's readers of it; "" for every reader of the language. */
  course: string;
  when: "now" | "later";
  /** A datetime-local value, Stockholm time. */
  at: string;
}

export const sendNow: SendOptions = { course: "", when: "now", at: "" };

const fieldClasses =
  "min-h-11 w-full max-w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-base";

/** Whom the issue goes to and when: at once, or at a Stockholm time any server sends it at. */
export function SendOptionsFields({
  language,
  options,
  onChange,
  atError,
}: {
  language: Language;
  options: SendOptions;
  onChange: (change: Partial<SendOptions>) => void;
  atError?: string;
}) {
  const ids = useId();
  // Fetched on its own: the choice reads without its count until it comes.
  const counts = useApiGet(consoleApi.subscriberCounts);
  const gets = counts.state === "ready" ? counts.data.gets : undefined;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${ids}-audience`} className="font-medium">
          Audience
        </label>
        <select
          id={`${ids}-audience`}
          value={options.course}
          onChange={(event) => onChange({ course: event.target.value })}
          aria-describedby={`${ids}-audience-note`}
          className={fieldClasses}
        >
          <option value="">{everyoneLabel(gets, language)}</option>
          {courseSlugs.map((slug) => (
            <option key={slug} value={slug}>
              Newsletter subscribers who read {languageNames[language]} and take “{courseName(slug)}”
            </option>
          ))}
        </select>
        <p id={`${ids}-audience-note`} className="text-sm text-slate-700">
          {audienceNote(gets, language)}
        </p>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-medium">When</legend>
        <label className="inline-flex min-h-11 items-center gap-2">
          <input
            type="radio"
            name={`${ids}-when`}
            checked={options.when === "now"}
            onChange={() => onChange({ when: "now" })}
            className="size-5 accent-brand-700"
          />
          Send now
        </label>
        <label className="inline-flex min-h-11 items-center gap-2">
          <input
            type="radio"
            name={`${ids}-when`}
            checked={options.when === "later"}
            onChange={() => onChange({ when: "later" })}
            className="size-5 accent-brand-700"
          />
          Schedule for a time
        </label>
        {options.when === "later" ? (
          <div className="flex flex-col gap-1 ps-7">
            <label htmlFor={`${ids}-at`} className="font-medium">
              Date and time (Stockholm time)
            </label>
            <input
              id={`${ids}-at`}
              type="datetime-local"
              value={options.at}
              onChange={(event) => onChange({ at: event.target.value })}
              aria-invalid={atError ? true : undefined}
              aria-describedby={atError ? `${ids}-at-error` : undefined}
              className={`${fieldClasses} sm:w-auto aria-invalid:border-red-700`}
            />
            {atError ? (
              <p id={`${ids}-at-error`} className="text-sm font-medium text-red-800">
                Error: {atError}
              </p>
            ) : null}
          </div>
        ) : null}
      </fieldset>
    </div>
  );
}
