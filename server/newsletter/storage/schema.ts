/** The newsletter's tables. Times are epoch milliseconds in a `bigint` column: the one representation
 * that compares, sorts and round-trips alike in SQLite and PostgreSQL. */
import type { Kysely, Selectable, Transaction } from "kysely";
import type { Language } from "#shared/site.ts";

export type SubscriberStatus = "pending" | "confirmed" | "unsubscribed";
export type TokenPurpose = "confirm" | "unsubscribe" | "stop-course";
/** The "-test" kinds and "operator-sign-in" go to an operator, never to a subscriber. */
export type MailKind =
  | "confirm"
  | "welcome"
  | "issue"
  | "issue-test"
  | "operator-sign-in"
  | "lesson"
  | "lesson-test"
  | "unsubscribe-link";
/** "paused": an issue's mail held back by the operator (never claimed until resumed). */
export type OutboxStatus = "pending" | "sending" | "sent" | "failed" | "cancelled" | "paused";

export interface SubscribersTable {
  id: string;
  /** The address as entered (trimmed), used to send. */
  email: string;
  /** The lower-cased address, unique: one subscriber per address whatever its spelling. */
  email_key: string;
  language: Language;
  status: SubscriberStatus;
  /** The consent record (GDPR art. 7(1): the controller must be able to show consent). */
  signed_up_at: number;
  consent_language: Language;
  consent_form_version: string;
  confirmed_at: number | null;
  unsubscribed_at: number | null;
  updated_at: number;
  /** SHA-256 of `email_key` (domain/addresses.ts), as the suppression list keys it. */
  address_hash?: string | null;
  /** 1 when the reader wants the newsletter's issues (a course may be confirmed alone); default 1. */
  newsletter?: number;
}

export interface TokensTable {
  /** SHA-256 of the token, hex: a leaked database holds no usable link. */
  hash: string;
  subscriber_id: string;
  purpose: TokenPurpose;
  created_at: number;
  /** Null for unsubscribe tokens: a link in an old mail must keep working. */
  expires_at: number | null;
  used_at: number | null;
  /** JSON: a confirm link's `SignUpChoices` (null: the newsletter alone), or a stop link's course. */
  scope?: string | null;
}

export interface OutboxTable {
  id: string;
  subscriber_id: string | null;
  recipient: string;
  kind: MailKind;
  language: Language;
  /** JSON that the template needs, cleared once the mail is sent. */
  payload: string;
  /** Stable across retries, so a mail sent twice after a crash is recognisably the same mail. */
  message_id: string;
  issue_id: string | null;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: number;
  lease_owner: string | null;
  lease_until: number | null;
  last_error: string | null;
  created_at: number;
  sent_at: number | null;
  /** All but the end-of-data mark had gone to the SMTP server: never sent again (smtp-sender.ts). */
  handed_over_at: number | null;
  /** So a paused course holds its lesson mails back. */
  course?: string | null;
}

export interface SendLogTable {
  /** SHA-256 of the lower-cased address, so the limit survives an erasure without keeping the address. */
  address_hash: string;
  sent_at: number;
}

export interface SuppressionsTable {
  address_hash: string;
  created_at: number;
}

export interface IssuesTable {
  id: string;
  language: Language;
  subject: string;
  /** The rendered HTML body, kept so a resumed send mails exactly what the first run queued. */
  html: string;
  created_at: number;
  queued_at: number | null;
  /** The Markdown it was rendered from, so an interrupted queueing can be finished after a restart. */
  markdown?: string | null;
  paused_at?: number | null;
  /** Its outbox counts once every mail was handled (JSON): they outlive the purged rows. */
  final_progress?: string | null;
  /** Which server is queueing the issue's mails, and until when unless renewed (decision 035). */
  queue_owner?: string | null;
  queue_lease_until?: number | null;
  /** Not queued before this time: the console's "Schedule for …" (decision 051). */
  scheduled_at?: number | null;
  /** Only the newsletter's readers enrolled in this course (active or finished); null: all of them. */
  audience_course?: string | null;
  /** The inbox's snippet after the subject, sent as the mail's preheader. */
  preview_text?: string | null;
}

export type MailEventType = "hard" | "soft" | "complaint";
/** "smtp": the SMTP server's own 5xx; "mailbox": a report mail (through the CLI or the webhook). */
export type MailEventSource = "smtp" | "ses" | "postmark" | "webhook" | "mailbox";

export interface MailEventsTable {
  id: string;
  at: number;
  type: MailEventType;
  source: MailEventSource;
  subscriber_id: string | null;
  /** SHA-256 of the lower-cased address (domain/addresses.ts): counts soft bounces without the address. */
  address_hash: string;
  /** The outbox row the event concerns, when known (VERP or our header). */
  mail_id: string | null;
  issue_id: string | null;
  reason: string | null;
  /** Set when the owner opened a confirmation link after the event: it no longer counts (decision 026). */
  cleared_at?: number | null;
}

/** A console sign-in link: the SHA-256 of its token, never the token (service/operator-sign-in.ts). */
export interface OperatorLinksTable {
  hash: string;
  operator: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** A console session: the SHA-256 of the cookie's value, so a leaked database opens no session. */
export interface OperatorSessionsTable {
  hash: string;
  operator: string;
  created_at: number;
  last_seen_at: number;
  /** The absolute end, whatever the activity. */
  expires_at: number;
}

/** What operators did (sign-in, send, export, erase…); addresses of subscribers appear masked. */
export interface AuditLogTable {
  id: string;
  at: number;
  operator: string;
  action: string;
  detail: string | null;
}

export type EnrolmentStatus = "active" | "finished" | "stopped";
/** "suppressed": a bounce, complaint or erasure; "undeliverable": a lesson mail failed. */
export type StopReason = "reader" | "operator" | "unsubscribed" | "suppressed" | "undeliverable";

/** A confirmed reader's course: the consent (what, when, on which form) and where they are in it. */
export interface EnrolmentsTable {
  id: string;
  subscriber_id: string;
  course: string;
  language: Language;
  status: EnrolmentStatus;
  /** When the reader asked for the course (the sign-up) and on which form. */
  requested_at: number;
  form_version: string;
  confirmed_at: number;
  /** When the next lesson may be queued; null unless one is to come (the scheduler's index). */
  next_due_at: number | null;
  /** The outbox row of the lesson queued last: the next waits until it was sent (the order). */
  last_mail_id: string | null;
  lessons_sent: number;
  stopped_at: number | null;
  stop_reason: StopReason | null;
  finished_at: number | null;
  updated_at: number;
}

/** A lesson an enrolment was sent, queued in the outbox in the same transaction. */
export interface EnrolmentLessonsTable {
  enrolment_id: string;
  lesson: string;
  course: string;
  language: Language;
  /** Its place in the course when it was queued (1-based). */
  position: number;
  mail_id: string;
  queued_at: number;
}

export interface CourseStatesTable {
  course: string;
  paused_at: number | null;
}

/** The Courses screen's counts, kept as they change (storage/course-tallies.ts). */
export interface CourseTalliesTable {
  course: string;
  language: string;
  /** "status:<state>", "left:<lessons sent>:<reason>", "queued:<lesson>". */
  measure: string;
  count: number;
}

/** An SNS message already acted on, kept while a copy of it would still be believed (decision 034). */
export interface SnsMessagesTable {
  message_id: string;
  expires_at: number;
}

/** One fixed window of a rate limit's counter, shared by every server on the database (decision 035). */
export interface RateLimitsTable {
  key: string;
  window_start: number;
  count: number;
  expires_at: number;
}

/** A console preview's HTML, for the frame that loads it from any server (decision 035). */
export interface PreviewsTable {
  id: string;
  html: string;
  expires_at: number;
}

/** An issue being written in the console, saved as the operator types (decision 041). */
export interface DraftsTable {
  id: string;
  language: Language;
  markdown: string;
  /** Who started it, and who saved it last. */
  operator: string;
  created_at: number;
  updated_at: number;
  updated_by?: string | null;
  /** `schedule`: the Stockholm wall time chosen ("" while still to choose), null to send at once. */
  preview_text?: string | null;
  audience_course?: string | null;
  schedule?: string | null;
}

/** One unsubscription: when and in which language, and nothing else (the subscriber is forgotten). */
export interface UnsubscribesTable {
  id: string;
  at: number;
  language: Language;
}

export interface NewsletterSchema {
  drafts: DraftsTable;
  subscribers: SubscribersTable;
  tokens: TokensTable;
  outbox: OutboxTable;
  send_log: SendLogTable;
  suppressions: SuppressionsTable;
  issues: IssuesTable;
  mail_events: MailEventsTable;
  operator_links: OperatorLinksTable;
  operator_sessions: OperatorSessionsTable;
  audit_log: AuditLogTable;
  enrolments: EnrolmentsTable;
  enrolment_lessons: EnrolmentLessonsTable;
  course_states: CourseStatesTable;
  course_tallies: CourseTalliesTable;
  sns_messages: SnsMessagesTable;
  rate_limits: RateLimitsTable;
  previews: PreviewsTable;
  unsubscribes: UnsubscribesTable;
}

export type NewsletterDatabase = Kysely<NewsletterSchema>;
/** A transaction the service opens; storage functions take it or the database alike. */
export type Trx = Transaction<NewsletterSchema>;
/** A subscriber as a query returns it. */
export type SubscriberRow = Selectable<SubscribersTable>;
