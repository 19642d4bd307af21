import type { IssueSummary } from "../../server/newsletter/domain/console-api.ts";
import { consoleApi } from "../../server/newsletter/domain/console-api.ts";
import { IssueComposer } from "../components/issues/issue-composer";
import { IssueList } from "../components/issues/issue-list";
import { LoadingOrError } from "../components/notice";
import { ScreenHeading } from "../components/screen-heading";
import { Section } from "../components/section";
import { useApiGet } from "../lib/use-api-get";

export function IssuesPage() {
  const issues = useApiGet<IssueSummary[]>(consoleApi.issues);
  return (
    <>
      <ScreenHeading title="Issues" />
      <Section title="Write an issue">
        {/* A sent issue reloads the list, where it appears first and follows its own progress. */}
        <IssueComposer onSent={issues.reload} />
      </Section>
      <Section title="Issues, newest first">
        {issues.state === "ready" ? (
          <IssueList issues={issues.data} />
        ) : (
          <LoadingOrError message={issues.state === "failed" ? issues.message : undefined} />
        )}
      </Section>
    </>
  );
}
