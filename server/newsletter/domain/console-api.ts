/** The operator console's HTTP contract: what the console's browser code (console/) sends to the
 * server's console routes (http/console-routes.ts) and gets back: types, paths, and the two rules both
 * sides apply (an issue's subject, its send rate). Nothing else of the server reaches the browser bundle.
 *
 * Every route but `signInRequest`, `signInComplete` needs the session cookie (401 without one).
 * Every POST needs `Origin` equal to the site's origin (403 otherwise) and a JSON body (415 otherwise).
 * It lives in domain/ because both sides of the server use it: http/ answers with these shapes and
 * service/ builds them.
 * Answers are JSON with `Cache-Control: no-store`; errors are `{ "error": "<code>" }`. */
import type { Language } from "../../../app/config/site.ts";

/** An issue's subject is its first `# heading`, which the mail leaves out of its body (mail/markdown.ts).
 * A draft without one is refused (400 no_subject); the console says so before asking. */
export const subjectHeading = /^#\s+(.+?)\s*#*\s*$/m;

/** An issue's subject, or undefined; line endings of any kind. */
export function issueSubject(markdown: string): string | undefined {
  return subjectHeading.exec(markdown.replace(/\r\n?/g, "\n"))?.[1];
}

/** How fast an issue goes out: the console's send, and the command's `--rate` unless given. */
export const issueMailsPerSecond = 5;

export const consoleApi = {
  /** POST { email } → 202 { status: "sent" }, the same for every address (only operators get a mail). */
  signInRequest: "/admin/api/sign-in/request",
  /** POST { token } (read from the link's fragment) → 200 Session and the cookie; 400 invalid_link. */
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
  /** POST IssueDraft → 202 IssueSummary: queued to that language's confirmed subscribers. */
  issueSend: "/admin/api/issues/send",
  /** GET → 200 IssueSummary (poll it for progress); 404. */
  issue: (id: string) => `/admin/api/issues/${encodeURIComponent(id)}`,
  /** POST {} → 200 IssueSummary. */
  issuePause: (id: string) => `/admin/api/issues/${encodeURIComponent(id)}/pause`,
  issueResume: (id: string) => `/admin/api/issues/${encodeURIComponent(id)}/resume`,
  /** POST { email } → 200 SubscriberRecord, or 404 { error: "not_found" }. Addresses never go in URLs. */
  subscriberFind: "/admin/api/subscribers/find",
  /** POST { email } → 200 the full export (JSON, as `npm run newsletter -- export`); audited. */
  subscriberExport: "/admin/api/subscribers/export",
  /** POST { email, confirm } (confirm must equal email) → 200 { erased: boolean }; audited. */
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
  /** POST { email } → 200 { forgotten: true }: unsubscribed as its own link would, so forgotten (its data
   * deleted, the address suppressed; decision 031); audited. */
  subscriberUnsubscribe: "/admin/api/subscribers/unsubscribe",
  /** POST { email } → 202 SubscriberRecord: a fresh confirmation mail (pending only, else 409
   * not_pending; 429 rate_limited past the per-address daily limit); audited. */
  subscriberResendConfirmation: "/admin/api/subscribers/resend-confirmation",
  /** POST { email, course } → 200 SubscriberRecord: that course stops for this reader (its lessons not yet
   * sent are cancelled), as the lesson mail's own link would; audited. 409 not_active. */
  subscriberStopCourse: "/admin/api/subscribers/stop-course",
  /** POST { email, reason } → 200 SubscriberRecord: mail may go to the address again; audited with the
   * reason (400 no_reason without one, invalid_reason with a control or format character, 409 not_suppressed). */
  subscriberLiftSuppression: "/admin/api/subscribers/lift-suppression",
  /** GET → 200 Draft[] (latest change first). POST DraftContent → 201 Draft; 409
   * too_many_drafts past an operator's cap (decision 050). */
  drafts: "/admin/api/drafts",
  /** GET → 200 Draft; POST DraftContent → 200 Draft (saved as the operator types; saving
   * another operator's draft is audited as "draft-edit"). */
  draft: (id: string) => `/admin/api/drafts/${encodeURIComponent(id)}`,
  /** POST {} → 204. */
  draftDelete: (id: string) => `/admin/api/drafts/${encodeURIComponent(id)}/delete`,
  /** POST {} → 201 Draft: a new draft with a sent issue's language and Markdown. */
  issueDuplicate: (id: string) => `/admin/api/issues/${encodeURIComponent(id)}/duplicate`,
  /** GET → 200 IssueContent: the issue's Markdown and a preview of its mail. */
  issueContent: (id: string) => `/admin/api/issues/${encodeURIComponent(id)}/content`,
} as const;

/** Test mails carry this before their subject, so nobody takes one for the issue itself. */
export const testSubjectPrefix = "[TEST] ";

export const subscriberSorts = ["email", "signedUpAt", "confirmedAt", "status", "language"] as const;
export type SubscriberSort = (typeof subscriberSorts)[number];
export const subscriberPageSizes = [25, 50, 100] as const;

export interface SubscriberQuery {
  /** Part of an address, case-insensitive; empty for everyone. */
  search?: string;
  status?: StateCount["status"];
  language?: Language;
  suppressed?: boolean;
  /** A course's slug: only readers enrolled in it (active, finished or stopped). */
  course?: string;
  sort?: SubscriberSort;
  descending?: boolean;
  /** From 0. */
  page?: number;
  pageSize?: (typeof subscriberPageSizes)[number];
}

export interface SubscriberRow {
  email: string;
  language: Language;
  status: StateCount["status"];
  suppressed: boolean;
  signedUpAt: string;
  confirmedAt: string | null;
}

export interface SubscriberPage {
  rows: SubscriberRow[];
  /** How many match the query (every page). */
  total: number;
  page: number;
  pageSize: number;
}

/** Everyone in the list, by state, and the addresses on the suppression list. */
export type SubscriberCounts = Record<StateCount["status"], number> & { suppressed: number };

export interface Draft {
  id: string;
  language: Language;
  markdown: string;
  /** Its first `# heading`, or null while it has none. */
  subject: string | null;
  updatedAt: string;
  /** Who started it and who saved it last (operators' addresses). */
  createdBy: string;
  updatedBy: string;
  /** The composer's choices, kept with the text: preview text ("" for none), audience (a course's
   * slug, or null for every reader of the language) and schedule (see DraftContent). */
  previewText: string;
  course: string | null;
  schedule: string | null;
}

/** What a draft's save sends (POST drafts, POST draft). */
export interface DraftContent {
  language: Language;
  markdown: string;
  previewText?: string;
  course?: string | null;
  /** The "Schedule for …" field's Stockholm wall time (datetime-local, "" while unset); null: send now. */
  schedule?: string | null;
}

/** The longest preview text: inboxes show about 90–140 characters after the subject. */
export const maxPreviewText = 200;

export interface IssueContent {
  /** Null for an issue sent before the console kept its Markdown. */
  markdown: string | null;
  preview: IssuePreview | null;
}

export interface AuditQuery {
  action?: string;
  operator?: string;
  /** From 0; 50 entries a page. */
  page?: number;
}

export interface AuditPage {
  entries: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
  /** Every action and operator in the log, for the filters. */
  actions: string[];
  operators: string[];
}

export interface Session {
  email: string;
  /** ISO time the session ends if idle. */
  idleUntil: string;
}

export interface StateCount {
  status: "pending" | "confirmed" | "unsubscribed";
  language: Language;
  count: number;
}

export interface DayCounts {
  /** UTC day, YYYY-MM-DD; 90 entries, oldest first, days with nothing included as zeros. */
  date: string;
  signUps: number;
  confirmations: number;
  unsubscribes: number;
  bounces: number;
  complaints: number;
}

export interface Dashboard {
  subscribers: StateCount[];
  /** Confirmed ÷ sign-ups over the 90 days (null when nobody signed up). */
  confirmationRate: number | null;
  days: DayCounts[];
  /** Addresses that no mail goes to any more (hard bounce, complaint, 3 soft bounces, erasure). */
  suppressed: number;
  issues: IssueSummary[];
  /** The lines the issue rates are held against: 0.02 and 0.003. */
  limits: { bounceRate: number; complaintRate: number };
}

export type IssueStatus = "scheduled" | "queueing" | "sending" | "paused" | "sent";

export interface IssueSummary {
  id: string;
  language: Language;
  subject: string;
  status: IssueStatus;
  createdAt: string;
  /** Mails of this issue in the outbox, by state. */
  progress: { total: number; queued: number; sent: number; failed: number; bounced: number };
  /** bounced ÷ sent and complaints ÷ sent (0 before any is sent). */
  bounceRate: number;
  complaintRate: number;
  /** When the issue was paused, or null. */
  pausedAt: string | null;
  /** When it is (or was) to leave, for a scheduled issue; null: sent at once. */
  scheduledAt: string | null;
  /** Only the newsletter's readers of this course (a slug); null: every reader of the language. */
  audienceCourse: string | null;
}

export interface IssueDraft {
  language: Language;
  /** `# Subject` first, then the body: the console's subject field and body joined (decision 051). */
  markdown: string;
  /** The inbox's snippet after the subject, sent as the mail's hidden preheader; none when unset. At
   * most `maxPreviewText` characters, one line (400 bad_preview_text otherwise). */
  previewText?: string;
  /** Only the newsletter's readers of this course (a slug). */
  course?: string;
  /** Send: ISO time to send at (Europe/Stockholm wall time, converted by the console), ahead and
   * within a year (400 bad_schedule otherwise); unset, at once. */
  scheduleAt?: string;
  /** The saved draft this is; sending it deletes the draft. */
  draftId?: string;
}

export interface IssuePreview {
  subject: string;
  /** An issue's preview text as the mail's preheader carries it (null: none, the inbox shows the mail's
   * first words); absent on a course lesson's preview. */
  previewText?: string | null;
  /** The plain-text part, exactly as it will be sent. */
  text: string;
  /** Confirmed, unsuppressed subscribers of the language: whom Send would mail now. */
  readers: number;
  /** A same-origin URL serving the HTML part exactly as it will be sent, for a sandboxed <iframe>. */
  htmlUrl: string;
}

export interface SubscriberEvent {
  at: string;
  /** "signed-up", "confirmed", "unsubscribed", "mail-sent", "mail-failed", "hard", "soft", "complaint"… */
  type: string;
  detail: string | null;
}

/** One course a reader is or was enrolled in, as the record's top says it. */
export interface SubscriberCourse {
  course: string;
  title: string;
  language: Language;
  status: "active" | "finished" | "stopped";
  /** Lessons queued or sent so far, and how many the course has now. */
  lessonsSent: number;
  lessons: number;
  /** When the next lesson may leave (active only; null when none is to come). */
  nextLessonAt: string | null;
  /** The operator holds the whole course back (the Courses screen). */
  coursePaused: boolean;
  stoppedAt: string | null;
  /** Who stopped it: "reader", "operator", "unsubscribed", "suppressed", "undeliverable". */
  stopReason: string | null;
}

export interface SubscriberRecord {
  email: string;
  language: Language;
  status: StateCount["status"];
  suppressed: boolean;
  /** Whether issues go to this reader, and since when (the confirmation). */
  newsletter: { subscribed: boolean; since: string | null };
  /** Oldest enrolment first. */
  courses: SubscriberCourse[];
  consent: { signedUpAt: string; language: Language; formVersion: string; confirmedAt: string | null };
  /** Oldest first. */
  history: SubscriberEvent[];
}

export interface AuditEntry {
  at: string;
  operator: string;
  /** "sign-in", "sign-out", "issue-test", "issue-send", "issue-pause", "issue-resume", "export",
   * "export-csv", "erase". */
  action: string;
  /** What it concerned (an issue id, an address), or null. */
  detail: string | null;
  /** The issue it concerned, by subject, when it concerned one. */
  issue: { id: string; subject: string } | null;
}

/** One lesson's line of the Courses screen: how its mails did, and who left the course after it. */
export interface LessonFigures {
  lesson: string;
  title: string;
  /** 1-based place in the course as it is now. */
  position: number;
  /** Lesson mails the SMTP server accepted (mails of a removed or purged row count as sent). */
  sent: number;
  bounced: number;
  complained: number;
  /** Readers whose last lesson was this one when they pressed "stop this course" … */
  stoppedAfter: number;
  /** … or unsubscribed from everything. */
  unsubscribedAfter: number;
}

export interface CourseLanguageFigures {
  language: Language;
  enrolled: number;
  active: number;
  finished: number;
  stopped: number;
  lessons: LessonFigures[];
}

export interface CourseFigures {
  course: string;
  title: string;
  paused: boolean;
  languages: CourseLanguageFigures[];
}

/** The Courses screen's and `npm run newsletter -- courses`' figures. */
export interface CoursesOverview {
  courses: CourseFigures[];
}

export interface LessonPreviewRequest {
  course: string;
  language: Language;
  lesson: string;
}

export interface CourseTestRequest {
  course: string;
  language: Language;
}

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
