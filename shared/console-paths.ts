/** The operator console's API by address: the paths of its routes and the rules both sides apply (an
 * issue's subject, its send rate, the list's sorts). Apart from the schemas (console-api.ts), so the
 * console's bundle carries no zod: it takes only types from there. Runs in both. */

/** An issue's subject is its first `# heading`, which the mail leaves out of its body (mail/markdown.ts).
 * A draft without one is refused (400 no_subject); the console says so before asking. */
export const subjectHeading = /^#\s+(.+?)\s*#*\s*$/m;

/** An issue's subject, or undefined; line endings of any kind. */
export function issueSubject(markdown: string): string | undefined {
  return subjectHeading.exec(markdown.replace(/\r\n?/g, "\n"))?.[1];
}

/** How fast an issue goes out: the console's send, and the command's `--rate` unless given. */
export const issueMailsPerSecond = 5;

/** Test mails carry this before their subject, so nobody takes one for the issue itself. */
export const testSubjectPrefix = "[TEST] ";

/** The longest preview text: inboxes show about 90–140 characters after the subject. */
export const maxPreviewText = 200;

export const consoleApi = {
  /** POST EmailBody → 202 { status: "sent" }, the same for every address (only operators get a mail). */
  signInRequest: "/admin/api/sign-in/request",
  /** POST SignInComplete (the token read from the link's fragment) → 200 Session and the cookie; 400
   * invalid_link. */
  signInComplete: "/admin/api/sign-in/complete",
  /** POST {} → 204; the session row is deleted and the cookie cleared. */
  signOut: "/admin/api/sign-out",
  /** GET → 200 Session, or 401. */
  session: "/admin/api/session",
  /** GET → 200 Dashboard. */
  dashboard: "/admin/api/dashboard",
  /** GET → 200 IssueSummary[] (newest first). */
  issues: "/admin/api/issues",
  /** POST IssueDraft → 200 IssuePreview; 400 { error: "no_subject" } when the Markdown has no `# Subject`. */
  issuePreview: "/admin/api/issues/preview",
  /** POST IssueDraft → 202 { status: "queued" }: the exact issue mail, to the signed-in operator only. */
  issueTest: "/admin/api/issues/test",
  /** POST IssueDraft → 202 IssueSummary: queued to that language's confirmed subscribers; its draftId's
   * draft deleted (audited as "draft-delete"), 404 not_found when there is none. */
  issueSend: "/admin/api/issues/send",
  /** GET → 200 IssueSummary (poll it for progress); 404. */
  issue: (id: string) => `/admin/api/issues/${encodeURIComponent(id)}`,
  /** POST {} → 200 IssueSummary. */
  issuePause: (id: string) => `/admin/api/issues/${encodeURIComponent(id)}/pause`,
  issueResume: (id: string) => `/admin/api/issues/${encodeURIComponent(id)}/resume`,
  /** POST EmailBody → 200 SubscriberRecord, or 404 { error: "not_found" }. Addresses never go in URLs. */
  subscriberFind: "/admin/api/subscribers/find",
  /** GET → 200 SubscriberRecord by the subscriber's opaque id (a random UUID, never the address:
   * decision 028), so a record has an address of its own (issue 53); 404 not_found. */
  subscriberRecord: (id: string) => `/admin/api/subscribers/record/${encodeURIComponent(id)}`,
  /** POST EmailBody → 200 the full export (JSON, as `npm run newsletter -- export`); audited. */
  subscriberExport: "/admin/api/subscribers/export",
  /** POST EraseBody (confirm must equal email) → 200 { erased: boolean }; audited. */
  subscriberErase: "/admin/api/subscribers/erase",
  /** GET → 200 text/csv attachment: the confirmed subscribers (email, language, confirmed_at); audited. */
  confirmedCsv: "/admin/api/subscribers/confirmed.csv",
  /** POST AuditQuery → 200 AuditPage (newest first). A POST, like every query naming an address. */
  audit: "/admin/api/audit",
  /** POST SubscriberQuery → 200 SubscriberPage. A POST: a search is part of an address, and addresses
   * never go in URLs (decision 028). */
  subscriberList: "/admin/api/subscribers/list",
  /** GET → 200 SubscriberCounts. */
  subscriberCounts: "/admin/api/subscribers/counts",
  /** POST EmailBody → 200 { forgotten: true }: unsubscribed as its own link would, so forgotten (its data
   * deleted, the address suppressed; decision 031); audited. */
  subscriberUnsubscribe: "/admin/api/subscribers/unsubscribe",
  /** POST EmailBody → 202 SubscriberRecord: a fresh confirmation mail (pending only, else 409
   * not_pending; 429 rate_limited past the per-address daily limit); audited. */
  subscriberResendConfirmation: "/admin/api/subscribers/resend-confirmation",
  /** POST StopCourseBody → 200 SubscriberRecord: that course stops for this reader (its lessons not yet
   * sent are cancelled), as the lesson mail's own link would; audited. 409 not_active. */
  subscriberStopCourse: "/admin/api/subscribers/stop-course",
  /** POST LiftSuppressionBody → 200 SubscriberRecord: mail may go to the address again; audited with the
   * reason; 409 not_suppressed. */
  subscriberLiftSuppression: "/admin/api/subscribers/lift-suppression",
  /** GET → 200 Draft[] (latest change first). POST DraftContent → 201 Draft; 409
   * too_many_drafts past an operator's cap (decision 050). */
  drafts: "/admin/api/drafts",
  /** GET → 200 Draft; POST DraftContent → 200 Draft (saved as the operator types; saving
   * another operator's draft is audited as "draft-edit"). */
  draft: (id: string) => `/admin/api/drafts/${encodeURIComponent(id)}`,
  /** POST {} → 204; audited as "draft-delete" (naming whose draft it was); 404 not_found. */
  draftDelete: (id: string) => `/admin/api/drafts/${encodeURIComponent(id)}/delete`,
  /** POST {} → 201 Draft: a new draft with a sent issue's language and Markdown. */
  issueDuplicate: (id: string) => `/admin/api/issues/${encodeURIComponent(id)}/duplicate`,
  /** GET → 200 IssueContent: the issue's Markdown and a preview of its mail. */
  issueContent: (id: string) => `/admin/api/issues/${encodeURIComponent(id)}/content`,
} as const;

export const courseApi = {
  /** GET → 200 CoursesOverview. */
  courses: "/admin/api/courses",
  /** POST {} → 200 CourseFigures; audited. 404 for a course the site does not have. */
  pause: (course: string) => `/admin/api/courses/${encodeURIComponent(course)}/pause`,
  resume: (course: string) => `/admin/api/courses/${encodeURIComponent(course)}/resume`,
  /** POST LessonPreviewRequest → 200 IssuePreview: the lesson mail exactly as a reader gets it. */
  preview: "/admin/api/courses/preview",
  /** POST CourseTestRequest → 202 { status: "queued", lessons }: every lesson, to the operator only; audited. */
  test: "/admin/api/courses/test",
} as const;

export const subscriberSorts = ["email", "signedUpAt", "confirmedAt", "status", "language"] as const;
export type SubscriberSort = (typeof subscriberSorts)[number];
export const subscriberPageSizes = [25, 50, 100] as const;
