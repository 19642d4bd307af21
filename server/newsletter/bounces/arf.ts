/** RFC 5965 abuse reports (ARF): the `message/feedback-report` part's fields. */
import { fieldBlocks, recipientAddress } from "./report-fields.ts";

export interface FeedbackReport {
  /** Lower-cased, e.g. "abuse". */
  feedbackType?: string;
  /** The recipient who complained, when the reporter did not redact it. */
  recipient?: string;
  /** The envelope sender of the reported mail: our VERP address, when it is ours. */
  originalMailFrom?: string;
}

/** Feedback types that mean a reader did not want the mail (RFC 5965 and its registry). `not-spam`
 * is the opposite, and `auth-failure` (RFC 6591) reports an SPF or DKIM failure, not a reader. */
const complaintTypes = new Set(["abuse", "fraud", "virus", "other"]);

export function readFeedbackReport(text: string): FeedbackReport {
  const fields = fieldBlocks(text)[0] ?? new Map<string, string>();
  const report: FeedbackReport = {};
  const feedbackType = fields.get("feedback-type")?.toLowerCase();
  if (feedbackType) report.feedbackType = feedbackType;
  const recipient = recipientAddress(fields.get("original-rcpt-to"));
  if (recipient) report.recipient = recipient;
  const mailFrom = fields.get("original-mail-from");
  if (mailFrom) report.originalMailFrom = mailFrom;
  return report;
}

export function isComplaint(report: FeedbackReport): boolean {
  return report.feedbackType !== undefined && complaintTypes.has(report.feedbackType);
}
