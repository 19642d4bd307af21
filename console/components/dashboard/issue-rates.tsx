import type { Dashboard } from "#shared/console-api.ts";
import { formatCount, formatPercent, languageNames } from "../../lib/format";
import { stackedTableClasses } from "../stacked-table";
import { RateCell } from "./rate-cell";
import { issueRates, minimumSends } from "./rates";

/** Each issue's bounce and complaint rates, each with its count and its verdict against the line the big
 * mailbox providers hold senders to. A crossed line is raised under "Needs attention", not here again.
 * On a phone each issue is a card; nothing scrolls sideways. */
export function IssueRates({ dashboard }: { dashboard: Dashboard }) {
  const { limits } = dashboard;
  const issues = dashboard.issues.filter((issue) => issue.status !== "scheduled");
  if (issues.length === 0) return <p>No issue has been sent yet.</p>;
  return (
    <>
      <ul className="flex list-disc flex-col gap-1 pl-5">
        <li>
          <strong>Bounce rate</strong>: of the mails tried, how many came back undelivered. Keep it under{" "}
          {formatPercent(limits.bounceRate)}; above it, mailbox providers start to distrust the sender.
        </li>
        <li>
          <strong>Complaint rate</strong>: of the mails sent, how many readers marked as spam. Gmail and Yahoo
          ask senders to stay under {formatPercent(limits.complaintRate)} (3 in 1,000).
        </li>
        <li>
          Below {minimumSends} mails a rate is shown but not judged: one or two addresses would decide it.
        </li>
      </ul>
      <div className="rounded-lg border border-slate-300 bg-white">
        <table className={stackedTableClasses}>
          <caption className="sr-only">Bounce and complaint rates per issue</caption>
          <thead>
            <tr>
              <th scope="col">Issue</th>
              <th scope="col">Language</th>
              <th scope="col" className="text-right">
                Sent
              </th>
              <th scope="col">Bounce rate</th>
              <th scope="col">Complaint rate</th>
            </tr>
          </thead>
          <tbody>
            {issues.map((issue) => {
              const rates = issueRates(issue, limits);
              return (
                <tr key={issue.id} className="align-top">
                  <th scope="row" className="font-normal break-words max-sm:font-semibold sm:min-w-40">
                    {issue.subject}
                  </th>
                  <td data-label="Language">{languageNames[issue.language]}</td>
                  <td data-label="Sent" className="tabular-nums sm:text-right">
                    {formatCount(issue.rateCounts.sent)}
                  </td>
                  <td data-label="Bounces">
                    <RateCell figures={rates.bounces} />
                  </td>
                  <td data-label="Complaints">
                    <RateCell figures={rates.complaints} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
