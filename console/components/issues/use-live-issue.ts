import { useEffect, useState } from "react";
import type { IssueSummary } from "#shared/console-api.ts";
import { consoleApi } from "#shared/console-paths.ts";
import { errorMessage, getFrom, postTo } from "../../lib/api";

export const pollMilliseconds = 1000;

/**
 * An issue that is still going out: asked for again a second after each answer (never two requests
 * at once), until its status is "sent". A failed poll shows and the next one still comes.
 */
export function useLiveIssue(initial: IssueSummary) {
  const [issue, setIssue] = useState(initial);
  const [problem, setProblem] = useState<string>();
  const [polls, setPolls] = useState(0);
  const finished = issue.status === "sent";

  // biome-ignore lint/correctness/useExhaustiveDependencies: `polls` is what schedules the next poll.
  useEffect(() => {
    if (finished) return;
    let live = true;
    const timer = setTimeout(() => {
      getFrom<IssueSummary>(consoleApi.issue(issue.id))
        .then(
          (next) => {
            if (!live) return;
            setIssue(next);
            setProblem(undefined);
          },
          (error: unknown) => {
            if (live) setProblem(errorMessage(error));
          },
        )
        .finally(() => {
          if (live) setPolls((count) => count + 1);
        });
    }, pollMilliseconds);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [issue.id, finished, polls]);

  const setPaused = async (pause: boolean) => {
    try {
      const path = pause ? consoleApi.issuePause(issue.id) : consoleApi.issueResume(issue.id);
      setIssue(await postTo<IssueSummary>(path));
      setProblem(undefined);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return { issue, problem, setPaused };
}
