import { IssuePreviewView } from "./issue-preview";
import type { LivePreview } from "./use-live-preview";

/** The live preview beside the editor: what it shows while the text has no subject, while it updates,
 * and when the server could not render it. */
export function PreviewPane({ preview }: { preview: LivePreview }) {
  const shown =
    preview.state === "ready" ? preview.preview : preview.state === "empty" ? undefined : preview.last;
  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="text-sm text-slate-700">
        {preview.state === "updating" ? "Updating the preview…" : ""}
      </p>
      {preview.state === "failed" ? (
        <p className="rounded-lg border border-red-700 bg-red-50 p-3 text-red-900">
          The preview could not be updated. {preview.message}
        </p>
      ) : null}
      {shown ? (
        <IssuePreviewView preview={shown} />
      ) : (
        <p>The preview appears here once the issue has a subject.</p>
      )}
    </div>
  );
}
