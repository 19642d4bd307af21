/** An issue's outbox row for reader `n`, as the worker reads it: for the render tests and bench:render. */
export const issueOutboxRow = <Issue>(n: number, issue: Issue) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  recipient: `reader${n}@example.org`,
  kind: "issue" as const,
  language: "en" as const,
  payload: JSON.stringify({ unsubscribeToken: String(n).padStart(43, "t") }),
  message_id: `<${n}@x>`,
  issue,
});
