import type { IssueSummary } from "#shared/console-api.ts";
import { formatTime, languageNames } from "../../lib/format";
import { paths } from "../../lib/router";
import { AppLink } from "../app-link";
import { stackedTableClasses } from "../stacked-table";
import { handledShare, statusNames } from "./issue-figures";

/** Every issue, newest first, each a link to its own page, with where its sending stands. */
export function IssueList({ issues }: { issues: readonly IssueSummary[] }) {
  if (issues.length === 0) return <p>No issue has been sent yet.</p>;
  return (
    <div className="rounded-lg border border-slate-300 bg-white">
      <table className={stackedTableClasses}>
        <caption className="sr-only">Issues, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Subject</th>
            <th scope="col">Language</th>
            <th scope="col">Status</th>
            <th scope="col">Handled</th>
            <th scope="col">Created</th>
          </tr>
        </thead>
        <tbody>
          {issues.map((issue) => (
            <tr key={issue.id} className="align-top">
              <td data-label="Subject" className="break-words">
                <AppLink
                  href={paths.issue(issue.id)}
                  className="font-medium text-brand-800 underline underline-offset-4"
                >
                  {issue.subject}
                </AppLink>
              </td>
              <td data-label="Language">{languageNames[issue.language]}</td>
              <td data-label="Status">{statusNames[issue.status]}</td>
              <td data-label="Handled" className="tabular-nums">
                {handledShare(issue)}
              </td>
              <td data-label="Created" className="sm:whitespace-nowrap">
                {formatTime(issue.createdAt)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
