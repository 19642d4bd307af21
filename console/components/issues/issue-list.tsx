import type { IssueSummary } from "../../../server/newsletter/domain/console-api.ts";
import { IssueCard } from "./issue-card";

export function IssueList({ issues }: { issues: readonly IssueSummary[] }) {
  if (issues.length === 0) return <p>No issue has been sent yet.</p>;
  return (
    <ul className="flex flex-col gap-4">
      {issues.map((issue) => (
        <li key={issue.id}>
          <IssueCard issue={issue} />
        </li>
      ))}
    </ul>
  );
}
