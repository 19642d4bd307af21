import { Copy } from "lucide-react";
import { useState } from "react";
import type { Draft, IssueContent, IssueSummary } from "#shared/console-api.ts";
import { consoleApi } from "#shared/console-paths.ts";
import { AppLink } from "../components/app-link";
import { Button } from "../components/button";
import { IssueCard } from "../components/issues/issue-card";
import { IssuePreviewView } from "../components/issues/issue-preview";
import { Loadable } from "../components/loadable";
import { Notice } from "../components/notice";
import { ScreenHeading } from "../components/screen-heading";
import { Section } from "../components/section";
import { errorMessage, postTo } from "../lib/api";
import { navigate, paths } from "../lib/router";
import { useApiGetFrom } from "../lib/use-api-get";

/** One issue: where its sending stands (live until it is sent), its rates, its content, and a copy of
 * it as a new draft. */
export function IssuePage({ id }: { id: string }) {
  const summary = useApiGetFrom<IssueSummary>(consoleApi.issue(id));
  const content = useApiGetFrom<IssueContent>(consoleApi.issueContent(id));
  const [problem, setProblem] = useState<string>();
  const title = summary.state === "ready" ? summary.data.subject : "Issue";

  const duplicate = async () => {
    setProblem(undefined);
    try {
      const draft = await postTo<Draft>(consoleApi.issueDuplicate(id));
      navigate(`${paths.issues}?draft=${encodeURIComponent(draft.id)}`);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <>
      <p>
        <AppLink href={paths.issues} className="font-medium text-brand-800 underline underline-offset-4">
          ← All issues
        </AppLink>
      </p>
      <ScreenHeading title={title}>
        <span className="break-words">{title}</span>
      </ScreenHeading>
      <Section title="Sending">
        <Loadable loaded={summary} what="this issue">
          {(issue) => <IssueCard issue={issue} />}
        </Loadable>
      </Section>
      <Section title="Content">
        <div className="flex flex-col gap-2">
          <Button variant="secondary" className="self-start" onClick={duplicate}>
            <Copy aria-hidden="true" className="size-4" />
            Copy into a new draft
          </Button>
          <Notice kind="error">{problem}</Notice>
        </div>
        <Loadable loaded={content} what="the issue's content">
          {(loaded) =>
            loaded.preview && loaded.markdown !== null ? (
              <>
                <IssuePreviewView preview={loaded.preview} level={3} />
                <details className="rounded-lg border border-slate-300 bg-white p-3">
                  <summary className="min-h-6 cursor-pointer font-medium text-brand-800">Markdown</summary>
                  <pre className="mt-3 overflow-auto text-sm break-words whitespace-pre-wrap">
                    {loaded.markdown}
                  </pre>
                </details>
              </>
            ) : (
              <p>This issue was sent before the console kept its text.</p>
            )
          }
        </Loadable>
      </Section>
    </>
  );
}
