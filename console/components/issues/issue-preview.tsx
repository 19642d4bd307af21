import type { IssuePreview } from "../../../server/newsletter/domain/console-api.ts";
import { sameOriginPath } from "../../lib/same-origin";

/**
 * The issue exactly as it will be sent. The HTML part loads from the server into a fully sandboxed
 * frame (no script, no same-origin rights): never through srcdoc or innerHTML in the console itself.
 */
export function IssuePreviewView({ preview }: { preview: IssuePreview }) {
  const htmlPath = sameOriginPath(preview.htmlUrl);
  return (
    <div className="flex flex-col gap-3">
      <p className="break-words">
        Subject: <strong>{preview.subject}</strong>
      </p>
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
      <details className="rounded-lg border border-slate-300 bg-white p-3">
        <summary className="min-h-6 cursor-pointer font-medium text-brand-800">Plain-text part</summary>
        <pre className="mt-3 max-h-[28rem] overflow-auto text-sm break-words whitespace-pre-wrap">
          {preview.text}
        </pre>
      </details>
    </div>
  );
}
