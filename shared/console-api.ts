/** The operator console's HTTP contract, as zod schemas: what the console's browser code (console/)
 * sends to the server's console routes (server/newsletter/http/console-routes.ts) and gets back. The
 * server validates every request body with these schemas (fastify-type-provider-zod, decision 062);
 * the console types its requests and answers from them (console/lib/api.ts). Runs in both: nothing of
 * Node here.
 *
 * Every route but `signInRequest`, `signInComplete` needs the session cookie (401 without one).
 * Every POST needs `Origin` equal to the site's origin (403 otherwise) and a JSON body (415 otherwise).
 * Answers are JSON with `Cache-Control: no-store`; errors are `{ "error": "<code>" }`. A schema's error
 * message IS that code: the server answers a body that fails one with the first issue's message
 * (route-errors.ts). The server adds what only it can check (an address's form, a known course,
 * a time ahead): server/newsletter/http/console-schemas.ts. The paths, and the rules the console runs
 * too, are console-paths.ts: the console imports only types from here, so its bundle has no zod. */
import { z } from "zod";
import { courseSlugs } from "#shared/course-catalogue.ts";
import { maxAddressLength } from "#shared/newsletter-api.ts";
import { languages } from "#shared/site.ts";
import {
  consoleApi,
  courseApi,
  issueSubject,
  maxPreviewText,
  subscriberPageSizes,
  subscriberSorts,
} from "./console-paths.ts";

// ---- Requests: every body a console route reads. ----

/** A body that is not a JSON object at all. */
const body = { error: "malformed_body" } as const;
const language = z.enum(languages, { error: "invalid_language" });
const subscriberStatus = z.enum(["pending", "confirmed", "unsubscribed"]);
/** The server checks the address's form (domain/addresses.ts needs Node's IDNA). */
const email = z.string({ error: "invalid_email" });
/** A course's or lesson's slug, as in the URL of its page. */
const slug = (code: string) => z.string({ error: code }).regex(/^[a-z0-9-]{1,80}$/, { error: code });

export const emailBody = z.object({ email }, body);
export const signInCompleteBody = z.object({ token: z.string({ error: "invalid_link" }) }, body);
/** The confirmation step: the address typed again (the server compares the two as addresses). */
export const eraseBody = z.object({ email, confirm: z.string({ error: "confirm_mismatch" }) }, body);
export const stopCourseBody = z.object(
  { email, course: z.string({ error: "no_course" }).min(1, { error: "no_course" }) },
  body,
);

/** A reason is kept in the audit log: one line, a sentence at most. Control and format characters
 * (NUL, U+202E…) are refused as in addresses (issue 39): they hide or reorder what the log shows; line
 * breaks and tabs fold to spaces. */
export const liftSuppressionBody = z.object(
  {
    email,
    reason: z
      .string({ error: "no_reason" })
      .refine((reason) => !/\p{Cf}|(?![\t\n\r])\p{Cc}/u.test(reason), { error: "invalid_reason" })
      .transform((reason) => reason.replace(/\s+/g, " ").trim())
      .pipe(z.string().min(1, { error: "no_reason" }).max(300, { error: "reason_too_long" })),
  },
  body,
);

/** Anything unknown or out of range in a list's query is 400 invalid_query, so the services only ever
 * see a well-formed query. */
const query = { error: "invalid_query" } as const;
const page = z.int(query).min(0, query).max(100_000, query);
export const subscriberQuery = z.strictObject(
  {
    /** Part of an address, case-insensitive; empty for everyone. RFC 5321's longest address at most. */
    search: z.string(query).max(maxAddressLength, query).optional(),
    status: z.enum(subscriberStatus.options, query).optional(),
    language: z.enum(languages, query).optional(),
    suppressed: z.boolean(query).optional(),
    /** A course's slug: only readers enrolled in it (active, finished or stopped). */
    course: z.enum(courseSlugs, query).optional(),
    sort: z.enum(subscriberSorts, query).optional(),
    descending: z.boolean(query).optional(),
    /** From 0. */
    page: page.optional(),
    pageSize: z
      .union(
        subscriberPageSizes.map((size) => z.literal(size)),
        query,
      )
      .optional(),
  },
  query,
);
export type SubscriberQuery = z.input<typeof subscriberQuery>;

export const auditQuery = z.strictObject(
  {
    action: z.string(query).max(64, query).optional(),
    operator: z.string(query).max(maxAddressLength, query).optional(),
    /** From 0; 50 entries a page. */
    page: page.optional(),
  },
  query,
);
export type AuditQuery = z.input<typeof auditQuery>;

/** The preview text on one line (a line break means nothing in an inbox's snippet), or null for none;
 * 400 bad_preview_text when not a string or longer than an inbox would show. */
const previewText = z
  .string({ error: "bad_preview_text" })
  .nullish()
  .transform((text) => text?.replace(/\s+/g, " ").trim() || null)
  .refine((text) => text === null || [...text].length <= maxPreviewText, { error: "bad_preview_text" });

/** An audience: only the newsletter's readers of this course (a slug); none (null, "") for every
 * reader of the language. The server refuses a course it does not have (400 unknown_course). */
const audience = z
  .string({ error: "unknown_course" })
  .nullish()
  .transform((course) => course || null);

export const issueDraft = z.object(
  {
    language,
    /** `# Subject` first, then the body: the console's subject field and body joined (decision 051).
     * The server bounds its size and nesting (413 issue_too_large, 422 issue_too_deep). */
    markdown: z.string({ error: "no_subject" }).refine((text) => issueSubject(text) !== undefined, {
      error: "no_subject",
    }),
    course: audience,
    /** Send: ISO time to send at (Europe/Stockholm wall time, converted by the console), ahead and
     * within a year (400 bad_schedule otherwise, the server's clock); unset, at once. */
    scheduleAt: z
      .string({ error: "bad_schedule" })
      .nullish()
      .transform((at) => at || null),
    /** The inbox's snippet after the subject, sent as the mail's hidden preheader; none when unset. */
    previewText,
    /** The saved draft this is; sending it deletes the draft. */
    draftId: z.string(body).optional(),
  },
  body,
);
export type IssueDraft = z.input<typeof issueDraft>;

/** What a draft's save sends (POST drafts, POST draft). A draft may be anything (it is being written),
 * but no bigger than an issue may be (413 issue_too_large, the server's bound); its preview text,
 * audience and schedule are checked as a send checks them (the schedule only for its shape). */
export const draftContent = z.object(
  {
    language,
    markdown: z.string({ error: "no_markdown" }),
    previewText,
    course: audience,
    /** The "Schedule for …" field's Stockholm wall time (datetime-local, "" while unset); null: send now.
     * Only its shape: a draft may hold a time already past. */
    schedule: z
      .string({ error: "bad_schedule" })
      .regex(/^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?)?$/, { error: "bad_schedule" })
      .nullish()
      .transform((schedule) => schedule ?? null),
  },
  body,
);
export type DraftContent = z.input<typeof draftContent>;

export const lessonPreviewRequest = z.object(
  { course: slug("invalid_course"), lesson: slug("invalid_lesson"), language },
  body,
);
export type LessonPreviewRequest = z.input<typeof lessonPreviewRequest>;

export const courseTestRequest = z.object({ course: slug("invalid_course"), language }, body);
export type CourseTestRequest = z.input<typeof courseTestRequest>;

/** Which body each POST of a fixed path sends: the console's `postJson` takes its type from here, the
 * server its validation. The routes of an id (pause, delete…) send {}. */
export const consoleBodies = {
  [consoleApi.signInRequest]: emailBody,
  [consoleApi.signInComplete]: signInCompleteBody,
  [consoleApi.issuePreview]: issueDraft,
  [consoleApi.issueTest]: issueDraft,
  [consoleApi.issueSend]: issueDraft,
  [consoleApi.subscriberFind]: emailBody,
  [consoleApi.subscriberExport]: emailBody,
  [consoleApi.subscriberErase]: eraseBody,
  [consoleApi.audit]: auditQuery,
  [consoleApi.subscriberList]: subscriberQuery,
  [consoleApi.subscriberUnsubscribe]: emailBody,
  [consoleApi.subscriberResendConfirmation]: emailBody,
  [consoleApi.subscriberStopCourse]: stopCourseBody,
  [consoleApi.subscriberLiftSuppression]: liftSuppressionBody,
  [consoleApi.drafts]: draftContent,
  [courseApi.preview]: lessonPreviewRequest,
  [courseApi.test]: courseTestRequest,
} as const;
export type ConsoleBodies = typeof consoleBodies;

// ---- Answers: what the routes send back. Typed on both sides from these; the server does not check
// them at run time (its services build them from these types). ----

export const session = z.object({
  email: z.string(),
  /** ISO time the session ends if idle. */
  idleUntil: z.string(),
});
export type Session = z.infer<typeof session>;

export const stateCount = z.object({
  status: subscriberStatus,
  language: z.enum(languages),
  count: z.number(),
});
export type StateCount = z.infer<typeof stateCount>;

export const subscriberRow = z.object({
  /** Opaque (a random UUID): the record's address in the console, /admin/subscribers/<id>. */
  id: z.string(),
  email: z.string(),
  language: z.enum(languages),
  status: subscriberStatus,
  suppressed: z.boolean(),
  signedUpAt: z.string(),
  confirmedAt: z.string().nullable(),
});
export type SubscriberRow = z.infer<typeof subscriberRow>;

export const subscriberPage = z.object({
  rows: z.array(subscriberRow),
  /** How many match the query (every page). */
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type SubscriberPage = z.infer<typeof subscriberPage>;

/** The confirmed readers of a language by what they get now: the newsletter alone, courses alone (a
 * course confirmed without the newsletter: no issue reaches them), both, or neither any more (their
 * course finished or stopped). */
export const readerGets = z.object({
  language: z.enum(languages),
  newsletterOnly: z.number(),
  coursesOnly: z.number(),
  both: z.number(),
  neither: z.number(),
});
export type ReaderGets = z.infer<typeof readerGets>;

/** Everyone in the list, by state, and the addresses on the suppression list. */
export const subscriberCounts = z.object({
  pending: z.number(),
  confirmed: z.number(),
  unsubscribed: z.number(),
  suppressed: z.number(),
  /** The confirmed, per language, by what they get. */
  gets: z.array(readerGets),
});
export type SubscriberCounts = z.infer<typeof subscriberCounts>;

export const draft = z.object({
  id: z.string(),
  language: z.enum(languages),
  markdown: z.string(),
  /** Its first `# heading`, or null while it has none. */
  subject: z.string().nullable(),
  updatedAt: z.string(),
  /** Who started it and who saved it last (operators' addresses). */
  createdBy: z.string(),
  updatedBy: z.string(),
  /** The composer's choices, kept with the text: preview text ("" for none), audience (a course's
   * slug, or null for every reader of the language) and schedule (see DraftContent). */
  previewText: z.string(),
  course: z.string().nullable(),
  schedule: z.string().nullable(),
});
export type Draft = z.infer<typeof draft>;

export const issuePreview = z.object({
  subject: z.string(),
  /** An issue's preview text as the mail's preheader carries it (null: none, the inbox shows the mail's
   * first words); absent on a course lesson's preview. */
  previewText: z.string().nullable().optional(),
  /** The plain-text part, exactly as it will be sent. */
  text: z.string(),
  /** Confirmed, unsuppressed subscribers of the language: whom Send would mail now. */
  readers: z.number(),
  /** A same-origin URL serving the HTML part exactly as it will be sent, for a sandboxed <iframe>. */
  htmlUrl: z.string(),
});
export type IssuePreview = z.infer<typeof issuePreview>;

export const issueContent = z.object({
  /** Null for an issue sent before the console kept its Markdown. */
  markdown: z.string().nullable(),
  preview: issuePreview.nullable(),
});
export type IssueContent = z.infer<typeof issueContent>;

export const auditEntry = z.object({
  at: z.string(),
  operator: z.string(),
  /** "sign-in", "sign-out", "issue-test", "issue-send", "issue-pause", "issue-resume", "export",
   * "export-csv", "erase". */
  action: z.string(),
  /** What it concerned (an issue id, an address), or null. */
  detail: z.string().nullable(),
  /** The issue it concerned, by subject, when it concerned one. */
  issue: z.object({ id: z.string(), subject: z.string() }).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditPage = z.object({
  entries: z.array(auditEntry),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Every action and operator in the log, for the filters. */
  actions: z.array(z.string()),
  operators: z.array(z.string()),
});
export type AuditPage = z.infer<typeof auditPage>;

export const dayCounts = z.object({
  /** UTC day, YYYY-MM-DD; 90 entries, oldest first, days with nothing included as zeros. */
  date: z.string(),
  signUps: z.number(),
  confirmations: z.number(),
  unsubscribes: z.number(),
  bounces: z.number(),
  complaints: z.number(),
});
export type DayCounts = z.infer<typeof dayCounts>;

export const issueStatus = z.enum(["scheduled", "queueing", "sending", "paused", "sent"]);
export type IssueStatus = z.infer<typeof issueStatus>;

export const issueSummary = z.object({
  id: z.string(),
  language: z.enum(languages),
  subject: z.string(),
  status: issueStatus,
  createdAt: z.string(),
  /** Mails of this issue in the outbox, by state. */
  progress: z.object({
    total: z.number(),
    queued: z.number(),
    sent: z.number(),
    failed: z.number(),
    bounced: z.number(),
  }),
  /** bounced ÷ sent and complaints ÷ sent (0 before any is sent). */
  bounceRate: z.number(),
  complaintRate: z.number(),
  /** What the two rates are counted from: bounces of the mails tried (sent or failed), complaints of
   * the mails sent. The console writes each rate with its count ("1 of 6"). */
  rateCounts: z.object({
    bounces: z.number(),
    attempted: z.number(),
    complaints: z.number(),
    sent: z.number(),
  }),
  /** When the issue was paused, or null. */
  pausedAt: z.string().nullable(),
  /** When it is (or was) to leave, for a scheduled issue; null: sent at once. */
  scheduledAt: z.string().nullable(),
  /** Only the newsletter's readers of this course (a slug); null: every reader of the language. */
  audienceCourse: z.string().nullable(),
});
export type IssueSummary = z.infer<typeof issueSummary>;

export const dashboard = z.object({
  subscribers: z.array(stateCount),
  /** Confirmed ÷ sign-ups over the 90 days (null when nobody signed up). */
  confirmationRate: z.number().nullable(),
  /** What that rate is counted from: the sign-ups of the 90 days still stored, and how many confirmed. */
  signUps: z.object({ all: z.number(), confirmed: z.number() }),
  days: z.array(dayCounts),
  /** Addresses that no mail goes to any more (hard bounce, complaint, 3 soft bounces, erasure). */
  suppressed: z.number(),
  issues: z.array(issueSummary),
  /** The lines the issue rates are held against: 0.02 and 0.003. */
  limits: z.object({ bounceRate: z.number(), complaintRate: z.number() }),
});
export type Dashboard = z.infer<typeof dashboard>;

export const subscriberEvent = z.object({
  at: z.string(),
  /** "signed-up", "confirmed", "unsubscribed", "mail-sent", "mail-failed", "hard", "soft", "complaint"… */
  type: z.string(),
  detail: z.string().nullable(),
});
export type SubscriberEvent = z.infer<typeof subscriberEvent>;

/** One course a reader is or was enrolled in, as the record's top says it. */
export const subscriberCourse = z.object({
  course: z.string(),
  title: z.string(),
  language: z.enum(languages),
  status: z.enum(["active", "finished", "stopped"]),
  /** Lessons queued or sent so far, and how many the course has now. */
  lessonsSent: z.number(),
  lessons: z.number(),
  /** When the next lesson may leave (active only; null when none is to come). */
  nextLessonAt: z.string().nullable(),
  /** The operator holds the whole course back (the Courses screen). */
  coursePaused: z.boolean(),
  stoppedAt: z.string().nullable(),
  /** Who stopped it: "reader", "operator", "unsubscribed", "suppressed", "undeliverable". */
  stopReason: z.string().nullable(),
});
export type SubscriberCourse = z.infer<typeof subscriberCourse>;

export const subscriberRecord = z.object({
  /** As in the list's rows: the record's own address. */
  id: z.string(),
  email: z.string(),
  language: z.enum(languages),
  status: subscriberStatus,
  suppressed: z.boolean(),
  /** Whether issues go to this reader, and since when (the confirmation). */
  newsletter: z.object({ subscribed: z.boolean(), since: z.string().nullable() }),
  /** Oldest enrolment first. */
  courses: z.array(subscriberCourse),
  consent: z.object({
    signedUpAt: z.string(),
    language: z.enum(languages),
    formVersion: z.string(),
    confirmedAt: z.string().nullable(),
  }),
  /** Oldest first. */
  history: z.array(subscriberEvent),
});
export type SubscriberRecord = z.infer<typeof subscriberRecord>;

/** One lesson's line of the Courses screen: how its mails did, and who left the course after it. */
export const lessonFigures = z.object({
  lesson: z.string(),
  title: z.string(),
  /** 1-based place in the course as it is now. */
  position: z.number(),
  /** Lesson mails the SMTP server accepted (mails of a removed or purged row count as sent). */
  sent: z.number(),
  bounced: z.number(),
  complained: z.number(),
  /** Readers whose last lesson was this one when they pressed "stop this course" … */
  stoppedAfter: z.number(),
  /** … or unsubscribed from everything … */
  unsubscribedAfter: z.number(),
  /** … or were stopped otherwise: by an operator, or as their address stopped taking mail. */
  leftOtherwise: z.number(),
});
export type LessonFigures = z.infer<typeof lessonFigures>;

export const courseLanguageFigures = z.object({
  language: z.enum(languages),
  /** The course's title in this language. */
  title: z.string(),
  enrolled: z.number(),
  active: z.number(),
  finished: z.number(),
  stopped: z.number(),
  /** Readers who left before their first lesson was sent, as a lesson's `…After` figures count them. */
  beforeFirstLesson: lessonFigures.pick({ stoppedAfter: true, unsubscribedAfter: true, leftOtherwise: true }),
  lessons: z.array(lessonFigures),
});
export type CourseLanguageFigures = z.infer<typeof courseLanguageFigures>;

export const courseFigures = z.object({
  course: z.string(),
  title: z.string(),
  paused: z.boolean(),
  languages: z.array(courseLanguageFigures),
});
export type CourseFigures = z.infer<typeof courseFigures>;

/** The Courses screen's and `npm run newsletter -- courses`' figures. */
export const coursesOverview = z.object({ courses: z.array(courseFigures) });
export type CoursesOverview = z.infer<typeof coursesOverview>;

/** What each POST of a fixed path answers (its body: `consoleBodies`). */
export interface ConsoleAnswers {
  [consoleApi.signInRequest]: { status: "sent" };
  [consoleApi.signInComplete]: Session;
  [consoleApi.issuePreview]: IssuePreview;
  [consoleApi.issueTest]: { status: "queued" };
  [consoleApi.issueSend]: IssueSummary;
  [consoleApi.subscriberFind]: SubscriberRecord;
  /** The export of `npm run newsletter -- export`, handed to the operator as a file. */
  [consoleApi.subscriberExport]: unknown;
  [consoleApi.subscriberErase]: { erased: boolean };
  [consoleApi.audit]: AuditPage;
  [consoleApi.subscriberList]: SubscriberPage;
  [consoleApi.subscriberUnsubscribe]: SubscriberRecord | { forgotten: true };
  [consoleApi.subscriberResendConfirmation]: SubscriberRecord;
  [consoleApi.subscriberStopCourse]: SubscriberRecord;
  [consoleApi.subscriberLiftSuppression]: SubscriberRecord;
  [consoleApi.drafts]: Draft;
  [courseApi.preview]: IssuePreview;
  [courseApi.test]: { status: "queued"; lessons: number };
}

/** What each GET of a fixed path answers. The paths of one issue or draft answer an IssueSummary,
 * IssueContent or Draft (their comments in console-paths.ts). */
export interface ConsoleGets {
  [consoleApi.session]: Session;
  [consoleApi.dashboard]: Dashboard;
  [consoleApi.issues]: IssueSummary[];
  [consoleApi.subscriberCounts]: SubscriberCounts;
  [consoleApi.drafts]: Draft[];
  [courseApi.courses]: CoursesOverview;
}
