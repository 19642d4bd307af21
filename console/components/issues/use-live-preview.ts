import { useEffect, useState } from "react";
import type { IssueDraft, IssuePreview } from "#shared/console-api.ts";
import { consoleApi, issueSubject } from "#shared/console-paths.ts";
import { errorMessage, postJson } from "../../lib/api";

export type LivePreview =
  | { state: "empty" }
  | { state: "updating"; last?: IssuePreview }
  | { state: "ready"; preview: IssuePreview }
  | { state: "failed"; message: string; last?: IssuePreview };

/** How long typing must pause before the preview is rendered again by the server. */
export const previewDelayMs = 500;

/** The mail as it will be sent, rendered again by the server each time typing pauses. */
export function useLivePreview(draft: IssueDraft): LivePreview {
  const [preview, setPreview] = useState<LivePreview>({ state: "empty" });
  useEffect(() => {
    if (!issueSubject(draft.markdown)) {
      setPreview({ state: "empty" });
      return;
    }
    let current = true;
    setPreview((previous) => ({ state: "updating", last: lastOf(previous) }));
    const timer = setTimeout(() => {
      postJson(consoleApi.issuePreview, {
        language: draft.language,
        markdown: draft.markdown,
        ...(draft.previewText ? { previewText: draft.previewText } : {}),
      }).then(
        (answer) => current && setPreview({ state: "ready", preview: answer }),
        (error: unknown) =>
          current &&
          setPreview((previous) => ({
            state: "failed",
            message: errorMessage(error),
            last: lastOf(previous),
          })),
      );
    }, previewDelayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [draft.language, draft.markdown, draft.previewText]);
  return preview;
}

function lastOf(preview: LivePreview): IssuePreview | undefined {
  return preview.state === "ready" ? preview.preview : preview.state === "empty" ? undefined : preview.last;
}
