/** Layer service/: owns what the newsletter does (sign-up, confirm, unsubscribe, issues, privacy,
 * stats), free of HTTP; the routes, the operator command and the tests call these. Imports storage/,
 * mail/ and domain/ only (biome.json, decision 024). */

import { randomUUID } from "node:crypto";
import pLimit from "p-limit";
import type { AuditQuery, SubscriberQuery } from "#shared/console-api.ts";
import type { Language } from "#shared/site.ts";
import type { BounceEvent } from "../bounces/bounce-report.ts";
import { type CourseLibrary, courseSlugsOf } from "../domain/courses.ts";
import type { LinkKey } from "../domain/tokens.ts";
import { durability } from "../storage/database.ts";
import type { MailEventSource, NewsletterDatabase } from "../storage/schema.ts";
import { recordMailEvent, recordReport } from "./bounces.ts";
import { auditPage } from "./console-audit.ts";
import { previewLesson, queueCourseTest } from "./console-course-mail.ts";
import { courseFigures } from "./console-courses.ts";
import { dashboard } from "./console-dashboard.ts";
import {
  createDraft,
  type DraftFields,
  deleteDraft,
  draft,
  drafts,
  duplicateIssue,
  saveDraft,
} from "./console-drafts.ts";
import {
  beginIssue,
  type IssueOptions,
  issueMarkdown,
  issueSummaries,
  issueSummary,
  pauseIssue,
  previewIssue,
  queueTestMail,
  readersOf,
  unfinishedIssues,
} from "./console-issues.ts";
import {
  liftSuppressionByOperator,
  resendConfirmation,
  unsubscribeByOperator,
} from "./console-subscriber-actions.ts";
import { stopReaderCourse, subscriberIdOf } from "./console-subscriber-courses.ts";
import { subscriberPage, subscriberStateCounts } from "./console-subscriber-list.ts";
import { confirmedCsv, subscriberRecord } from "./console-subscribers.ts";
import type { ServiceContext } from "./context.ts";
import { coursesPaused, pauseCourse, stopCourse } from "./courses.ts";
import { queueIssue } from "./issues.ts";
import { confirm, unsubscribe } from "./links.ts";
import { type AuditAction, audit, completeSignIn, requestSignIn, sessionOf, signOut } from "./operators.ts";
import { erase, exportSubscriber, purgeStale } from "./privacy.ts";
import { countRequest, savedPreview, savePreview } from "./shared-state.ts";
import { firstSnsDelivery, forgetSnsDelivery } from "./sns-deliveries.ts";
import { stats } from "./stats.ts";
import { type SubscribeInput, subscribe } from "./subscribe.ts";
import { requestUnsubscribeLink } from "./unsubscribe-request.ts";

type DraftContent = DraftFields;

export interface ServiceOptions {
  db: NewsletterDatabase;
  messageDomain: string;
  /** The key the mails' link tokens are derived with (config.ts reads it; decision 030). */
  linkKey: LinkKey;
  now?: () => number;
  onMailQueued?: () => void;
  /** Sign-up transactions on the database at once (default 1); the others wait their turn here. */
  concurrentSignUps?: number;
  /** BOUNCE_ADDRESS, so a report mail sent back to a VERP address names its mail (bounces/). */
  bounceAddress?: string;
  /** NEWSLETTER_ADMINS, lower-cased: who may sign in to the console. */
  admins?: readonly string[];
  /** Where the links in mails point (the console's preview renders them). */
  publicOrigin?: string;
  /** The courses a reader may choose (sign-up) and the operator sees (the Courses screen). */
  courses?: CourseLibrary;
}

export function createNewsletterService(options: ServiceOptions) {
  const admins = options.admins ?? [];
  const publicOrigin = options.publicOrigin ?? "https://www.skattlyktan.example";
  const context: ServiceContext = {
    db: options.db,
    instance: randomUUID(),
    messageDomain: options.messageDomain,
    linkKey: options.linkKey,
    now: options.now ?? Date.now,
    onMailQueued: options.onMailQueued ?? (() => {}),
    durable: durability(options.db),
    /* Why sign-ups queue here rather than on the database: Kysely's SQLite driver has one connection,
     * and a query waits behind every transaction queued before it. Fifty concurrent sign-ups made each
     * query of the outbox worker wait behind fifty transactions: `npm run bench:newsletter` saw 41 mails
     * leave in 50 s while 6,500 sign-ups were accepted. Queued here, at most `concurrentSignUps` stand
     * before the worker (and before confirm and unsubscribe). Only the transaction takes a turn: the
     * wait for the disk comes after it, shared (wal-flush.ts). */
    signUpTurn: pLimit(options.concurrentSignUps ?? 1),
    courses: options.courses ?? { en: [], se: [] },
  };
  return {
    context,
    subscribe: (input: SubscribeInput) => subscribe(context, input),
    confirm: (token: string) => confirm(context, token),
    unsubscribe: (token: string) => unsubscribe(context, token),
    stopCourse: (token: string) => stopCourse(context, token),
    /** The courses a sign-up may ask for. */
    courseSlugs: () => courseSlugsOf(context.courses),
    pauseCourse: (course: string, paused: boolean) => pauseCourse(context, course, paused),
    coursesPaused: () => coursesPaused(context),
    requestUnsubscribeLink: (email: string, language: Language) =>
      requestUnsubscribeLink(context, email, language),
    purgeStale: () => purgeStale(context),
    exportSubscriber: (email: string) => exportSubscriber(context, email),
    erase: (email: string) => erase(context, email),
    stats: () => stats(context),
    /** A bounce or complaint a webhook reported: what it did (service/bounces.ts). */
    recordMailEvent: (event: BounceEvent, source: MailEventSource) => recordMailEvent(context, event, source),
    /** A raw mail from the bounce mailbox: its events, each with what was done. */
    recordReport: (raw: Buffer | string) => recordReport(context, raw, options.bounceAddress),
    /** An SNS message's first delivery within its window (sns-deliveries.ts), or a copy. */
    firstSnsDelivery: (messageId: string, sentAt: number) => firstSnsDelivery(context, messageId, sentAt),
    forgetSnsDelivery: (messageId: string) => forgetSnsDelivery(context, messageId),
    queueIssue: (
      markdown: string,
      language: Language,
      mailsPerSecond?: number,
      course?: string | null,
      previewText?: string | null,
    ) =>
      queueIssue(
        context,
        markdown,
        language,
        mailsPerSecond,
        course ?? null,
        publicOrigin,
        previewText ?? null,
      ),

    // The operator console (decision 028).
    requestSignIn: (email: string) => requestSignIn(context, admins, email),
    completeSignIn: (token: string) => completeSignIn(context, admins, token),
    sessionOf: (sessionToken: string) => sessionOf(context, admins, sessionToken),
    signOut: (sessionToken: string, operator: string) => signOut(context, sessionToken, operator),
    audit: (operator: string, action: AuditAction, detail: string | null) =>
      audit(context, operator, action, detail),
    dashboard: () => dashboard(context),
    issueSummaries: () => issueSummaries(context),
    issueSummary: (id: string) => issueSummary(context, id),
    previewIssue: (markdown: string, language: Language, previewText?: string | null) =>
      previewIssue(context, markdown, language, publicOrigin, previewText ?? null),
    queueTestMail: (operator: string, markdown: string, language: Language, previewText?: string | null) =>
      queueTestMail(context, operator, markdown, language, previewText ?? null),
    beginIssue: (markdown: string, language: Language, options?: IssueOptions) =>
      beginIssue(context, markdown, language, publicOrigin, options),
    pauseIssue: (id: string, paused: boolean) => pauseIssue(context, id, paused),
    unfinishedIssues: () => unfinishedIssues(context),
    /** The preview's HTML in the database, for any server to serve to the frame (decision 035). */
    savePreview: (html: string) => savePreview(context, html),
    savedPreview: (id: string) => savedPreview(context, id),
    /** A rate limit's counter in the database, shared by every server on it (decision 035). */
    countRequest: (key: string, windowMs: number) => countRequest(context, key, windowMs),
    subscriberRecord: (email: string) => subscriberRecord(context, email),
    /** The service's clock (tests set it): a schedule is checked against it. */
    now: () => context.now(),
    /** Issue 40: the operator's Stop on one course of a reader (by the reader's id). */
    stopReaderCourse: (subscriberId: string, course: string) =>
      stopReaderCourse(context, subscriberId, course),
    subscriberIdOf: (email: string) => subscriberIdOf(context, email),
    confirmedCsv: () => confirmedCsv(context),

    // Issue 33: the subscriber list and its actions, drafts, the audit log's pages (decision 041).
    subscriberPage: (query: SubscriberQuery) => subscriberPage(context, query),
    subscriberCounts: () => subscriberStateCounts(context),
    unsubscribeByOperator: (email: string) => unsubscribeByOperator(context, email),
    resendConfirmation: (email: string) => resendConfirmation(context, email),
    liftSuppression: (email: string) => liftSuppressionByOperator(context, email),
    readersOf: (language: Language, course?: string | null) => readersOf(context, language, course),
    issueMarkdown: (id: string) => issueMarkdown(context, id),
    drafts: () => drafts(context),
    draft: (id: string) => draft(context, id),
    createDraft: (operator: string, content: DraftContent) => createDraft(context, operator, content),
    saveDraft: (operator: string, id: string, content: DraftContent) =>
      saveDraft(context, operator, id, content),
    deleteDraft: (id: string) => deleteDraft(context, id),
    duplicateIssue: (operator: string, id: string) => duplicateIssue(context, operator, id),
    auditPage: (query: AuditQuery) => auditPage(context, query),
    courseFigures: () => courseFigures(context),
    previewLesson: (request: { course: string; language: Language; lesson: string }) =>
      previewLesson(context, request, publicOrigin),
    queueCourseTest: (operator: string, course: string, language: Language) =>
      queueCourseTest(context, operator, course, language),
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
