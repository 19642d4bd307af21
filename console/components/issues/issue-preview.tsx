import { useId } from "react";
import type { IssuePreview } from "../../../server/newsletter/domain/console-api.ts";
import { sameOriginPath } from "../../lib/same-origin";

/**
 * The issue exactly as it will be sent. The HTML part loads from the server into a fully sandboxed
 * frame (no script, no same-origin rights): never through srcdoc or innerHTML in the console itself.
 */
export function IssuePreviewView({ preview, outdated }: { preview: IssuePreview; outdated: boolean }) {
  const headingId = useId();
  const htmlPath = sameOriginPath(preview.htmlUrl);
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-slate-300 bg-white p-4"
    >
      <h3 id={headingId} className="text-lg font-semibold">
        Preview
      </h3>
      <p className="break-words">
        Subject: <strong>{preview.subject}</strong>
      </p>
      {outdated ? (
        <p className="font-medium text-amber-900">
          You have changed the issue since this preview: press Preview again to see the change.
        </p>
      ) : null}
      <h4 className="font-semibold">HTML part</h4>
      {htmlPath ? (
        <iframe
          sandbox=""
          src={htmlPath}
          title={`HTML part of the issue “${preview.subject}”`}
          className="h-[28rem] w-full rounded-lg border border-slate-300 bg-white"
        />
      ) : (
        <p>The server named a preview address on another site, so it is not shown.</p>
      )}
      <h4 className="font-semibold">Plain-text part</h4>
      <pre
        // A long text (a course's lesson) scrolls: reachable by keyboard then (axe: scrollable-region-focusable).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: see above.
        tabIndex={0}
        className="max-h-[28rem] overflow-auto rounded-lg border border-slate-300 bg-slate-50 p-3 text-sm break-words whitespace-pre-wrap"
      >
        {preview.text}
      </pre>
    </section>
  );
}
