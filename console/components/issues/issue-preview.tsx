import type { IssuePreview } from "#shared/console-api.ts";
import { sameOriginPath } from "../../lib/same-origin";

/**
 * The issue exactly as it will be sent. The HTML part loads from the server into a fully sandboxed
 * frame (no script, no same-origin rights): never through srcdoc or innerHTML in the console itself.
 */
export function IssuePreviewView({ preview, level = 4 }: { preview: IssuePreview; level?: 3 | 4 }) {
  const htmlPath = sameOriginPath(preview.htmlUrl);
  // Under the composer's "Preview" (h3), or straight under an issue page's "Content" (h2).
  const Heading = level === 3 ? "h3" : "h4";
  return (
    <div className="flex flex-col gap-3">
      <p className="break-words">
        Subject: <strong>{preview.subject}</strong>
      </p>
      {preview.previewText !== undefined ? (
        // The preheader is hidden in the mail itself: said here, as the inbox shows it.
        <p className="break-words">
          Preview text:{" "}
          {preview.previewText ? (
            <strong>{preview.previewText}</strong>
          ) : (
            "none (the inbox shows the mail’s first words)"
          )}
        </p>
      ) : null}
      <Heading className="font-semibold">HTML part</Heading>
      {htmlPath ? (
        <iframe
          sandbox=""
          src={htmlPath}
          title={`HTML part of the issue “${preview.subject}”`}
          // Tall enough for a whole mail, footer included (issue 40); a longer one scrolls inside.
          className="h-[max(36rem,calc(100dvh-10rem))] w-full rounded-lg border border-slate-300 bg-white"
        />
      ) : (
        <p>The server named a preview address on another site, so it is not shown.</p>
      )}
      <details className="rounded-lg border border-slate-300 bg-white p-3">
        <summary className="min-h-6 cursor-pointer font-medium text-brand-800">Plain-text part</summary>
        <pre
          // A long text (a course's lesson) scrolls: reachable by keyboard then (axe: scrollable-region-focusable).
          // biome-ignore lint/a11y/noNoninteractiveTabindex: see above.
          tabIndex={0}
          className="mt-3 max-h-[28rem] overflow-auto text-sm break-words whitespace-pre-wrap"
        >
          {preview.text}
        </pre>
      </details>
    </div>
  );
}
