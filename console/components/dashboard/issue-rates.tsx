import type { Dashboard } from "../../../server/newsletter/domain/console-api.ts";
import { formatCount, formatPercent, languageNames } from "../../lib/format";
import { ScrollBox, tableClasses } from "../scroll-box";
import { RateCell } from "./rate-cell";

/** Each issue's bounce and complaint rates against the lines the big mailbox providers hold senders to. */
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
      <ScrollBox label="Bounce and complaint rates per issue">
        <table className={tableClasses}>
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
            {issues.map((issue) => (
              <tr key={issue.id} className="align-top">
                <th scope="row" className="min-w-40 font-normal break-words">
                  {issue.subject}
                </th>
                <td>{languageNames[issue.language]}</td>
                <td className="text-right tabular-nums">{formatCount(issue.progress.sent)}</td>
                <td>
                  <RateCell rate={issue.bounceRate} limit={limits.bounceRate} />
                </td>
                <td>
                  <RateCell rate={issue.complaintRate} limit={limits.complaintRate} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
    </>
  );
}
