import { TriangleAlert } from "lucide-react";
import type { Dashboard } from "#shared/console-api.ts";
import { formatCount, formatPercent, languageNames } from "../../lib/format";
import { stackedTableClasses } from "../stacked-table";
import { isOverLimit, RateCell } from "./rate-cell";

/** Each issue's bounce and complaint rates against the lines the big mailbox providers hold senders to.
 * On a phone each issue is a card, its warning first (issue 40); nothing scrolls sideways. */
export function IssueRates({ dashboard }: { dashboard: Dashboard }) {
  const { issues, limits } = dashboard;
  if (issues.length === 0) return <p>No issue has been sent yet.</p>;
  return (
    <>
      <ul className="flex list-disc flex-col gap-1 pl-5">
        <li>
          <strong>Bounce rate</strong>: of the mails sent, how many came back undelivered. Keep it under{" "}
          {formatPercent(limits.bounceRate)}; above it, mailbox providers start to distrust the sender. Look
          for addresses that bounce and take them off the list.
        </li>
        <li>
          <strong>Complaint rate</strong>: of the mails sent, how many readers marked as spam. Gmail and Yahoo
          ask senders to stay under {formatPercent(limits.complaintRate)} (3 in 1,000); above it, they send
          the mail to spam or refuse it.
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
              const over = [
                isOverLimit(issue.bounceRate, limits.bounceRate) ? "bounce rate" : undefined,
                isOverLimit(issue.complaintRate, limits.complaintRate) ? "complaint rate" : undefined,
              ].filter(Boolean);
              return (
                <tr key={issue.id} className="align-top max-sm:flex! max-sm:flex-col">
                  {over.length > 0 ? (
                    // On a phone only, and first: the table's own columns say it on a wide screen.
                    <td data-label="Warning" className="order-first font-semibold text-red-800 sm:hidden">
                      <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
                      Too high: {over.join(" and ")}
                    </td>
                  ) : null}
                  <th scope="row" className="font-normal break-words max-sm:font-semibold sm:min-w-40">
                    {issue.subject}
                  </th>
                  <td data-label="Language">{languageNames[issue.language]}</td>
                  <td data-label="Sent" className="tabular-nums sm:text-right">
                    {formatCount(issue.progress.sent)}
                  </td>
                  <td data-label="Bounces">
                    <RateCell rate={issue.bounceRate} limit={limits.bounceRate} />
                  </td>
                  <td data-label="Complaints">
                    <RateCell rate={issue.complaintRate} limit={limits.complaintRate} />
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
