import { Send } from "lucide-react";
import type { IssuePreview } from "#shared/console-api.ts";
import { issueMailsPerSecond } from "#shared/console-paths.ts";
import { courseName } from "../../lib/course-names";
import type { Language } from "../../lib/format";
import { formatCount, languageNames } from "../../lib/format";
import { sendDuration, sendLabel } from "../../lib/send-time";
import { formatStockholm } from "../../lib/stockholm-time";
import { Button } from "../button";
import { ModalDialog } from "../modal-dialog";
import { Notice } from "../notice";

/** The last step before an issue goes to every confirmed subscriber of a language: what, and to whom. */
export function SendDialog({
  preview,
  language,
  course,
  scheduleAt,
  busy,
  problem,
  onSend,
  onClose,
}: {
  preview: IssuePreview | undefined;
  language: Language;
  /** Only the newsletter's readers of this course ("" for all). */
  course: string;
  /** When it is to go (ISO); unset, now. */
  scheduleAt: string | undefined;
  busy: boolean;
  /** A failed send shows here: the page behind the modal dialog is out of reach. */
  problem: string | undefined;
  onSend: () => void;
  onClose: () => void;
}) {
  return (
    <ModalDialog
      open={preview !== undefined}
      onClose={onClose}
      title={scheduleAt ? "Schedule this issue?" : "Send this issue?"}
    >
      <dl className="mb-4 flex flex-col gap-2">
        <div>
          <dt className="text-sm text-slate-700">Subject</dt>
          <dd className="font-semibold break-words">{preview?.subject}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">Language</dt>
          <dd className="font-semibold">{languageNames[language]}</dd>
        </div>
      </dl>
      <p className="mb-4">
        {scheduleAt ? `At ${formatStockholm(scheduleAt)}, it` : "It"} goes to the{" "}
        {scheduleAt ? "confirmed " : `${formatCount(preview?.readers ?? 0)} confirmed `}
        {languageNames[language]} readers who take mail
        {course ? ` and are enrolled in “${courseName(course)}”` : ""}
        {scheduleAt ? ` (${formatCount(preview?.readers ?? 0)} today)` : ""}, {issueMailsPerSecond} mails a
        second, in the background: {sendDuration(preview?.readers ?? 0)}. You can pause it while it is
        sending, but a mail that has gone cannot be called back.
      </p>
      <div className="[&_p]:mb-4">
        <Notice kind="error">{problem}</Notice>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button variant="danger" aria-disabled={busy} onClick={() => !busy && onSend()}>
          <Send aria-hidden="true" className="size-4" />
          {scheduleAt ? `Schedule for ${formatStockholm(scheduleAt)}` : sendLabel(preview?.readers ?? 0)}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </ModalDialog>
  );
}
