/** What the console shows instead of the server's codes: actions and events in words. */

/** The audit log's actions (service/operators.ts: AuditAction). */
export const actionNames: Record<string, string> = {
  "sign-in": "Signed in",
  "sign-out": "Signed out",
  "issue-test": "Sent a test mail",
  "issue-send": "Sent an issue",
  "issue-pause": "Paused an issue",
  "issue-resume": "Resumed an issue",
  "issue-duplicate": "Copied an issue into a draft",
  export: "Exported a subscriber's data",
  "export-csv": "Downloaded the confirmed list",
  erase: "Erased a subscriber",
  unsubscribe: "Unsubscribed a subscriber",
  "resend-confirmation": "Resent a confirmation mail",
  "lift-suppression": "Lifted a suppression",
  "draft-edit": "Changed another operator's draft",
  "course-stop": "Stopped a reader's course",
};

export const actionName = (action: string) => actionNames[action] ?? action;

/** A subscriber's history (service/console-subscribers.ts). */
const eventNames: Record<string, string> = {
  "signed-up": "Signed up",
  confirmed: "Confirmed the subscription",
  unsubscribed: "Unsubscribed",
  "mail-queued": "Mail waiting to be sent",
  "mail-sent": "Mail sent",
  "mail-failed": "Mail could not be sent",
  "mail-cancelled": "Mail cancelled before sending",
  hard: "Hard bounce: the address does not take mail",
  soft: "Soft bounce: delivery failed for now",
  complaint: "Marked our mail as spam",
};

export const eventName = (type: string) => eventNames[type] ?? type;

const mailKinds: Record<string, string> = {
  confirm: "Confirmation mail",
  welcome: "Welcome mail",
  issue: "Issue",
  "issue-test": "Test mail",
};

/** "issue: November news" → "Issue “November news”"; "confirm" → "Confirmation mail"; a lesson mail
 * comes named by the server ("lesson: Course, lesson 2 of 5: Title"). */
export function eventDetail(detail: string | null): string {
  if (!detail) return "—";
  if (detail.startsWith("lesson: ")) return `Lesson mail: ${detail.slice("lesson: ".length)}`;
  const match = /^([a-z-]+)(?:: (.*))?$/s.exec(detail);
  const kind = match?.[1] ? mailKinds[match[1]] : undefined;
  if (!kind) return detail;
  return match?.[2] ? `${kind} “${match[2]}”` : kind;
}
