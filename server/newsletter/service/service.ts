/** Layer service/: what the newsletter does, free of HTTP; imports storage/, mail/ and domain/ only
 * (decision 024), and composes storage/'s queries without building one (no-queries.test.ts). */
import { randomUUID } from "node:crypto";
import pLimit from "p-limit";
import { courseSlugsOf } from "../domain/courses.ts";
import { durability } from "../storage/database.ts";
import { recordMailEvent, recordReport } from "./bounces.ts";
import { auditPage } from "./console-audit.ts";
import { previewLesson, queueCourseTest } from "./console-course-mail.ts";
import { courseFigures } from "./console-courses.ts";
import { dashboard } from "./console-dashboard.ts";
import { createDraft, deleteDraft, draft, drafts, duplicateIssue, saveDraft } from "./console-drafts.ts";
import {
  beginIssue,
  issueMarkdown,
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
import { confirmedCsv, subscriberRecord, subscriberRecordById } from "./console-subscribers.ts";
import type { ServiceContext } from "./context.ts";
import { pauseCourse, stopCourse } from "./courses.ts";
import { issueSummaries, issueSummary } from "./issue-summaries.ts";
import { queueIssue } from "./issues.ts";
import { confirm, unsubscribe } from "./links.ts";
import { audit, completeSignIn, requestSignIn, sessionOf, signOut } from "./operators.ts";
import { erase, exportSubscriber, purgeStale } from "./privacy.ts";
import {
  countRequest,
  firstSnsDelivery,
  forgetSnsDelivery,
  savedPreview,
  savePreview,
} from "./shared-state.ts";
import { stats } from "./stats.ts";
import { subscribe } from "./subscribe.ts";
import { requestUnsubscribeLink } from "./unsubscribe-request.ts";

export type ServiceOptions = Pick<ServiceContext, "db" | "messageDomain" | "linkKey" | "bounceAddress"> &
  Partial<
    Pick<ServiceContext, "now" | "onMailQueued" | "onConfirmed" | "admins" | "publicOrigin" | "courses">
  > & {
    /** Sign-up transactions on the database at once (default 1); the others wait their turn here. */
    concurrentSignUps?: number;
  };

export function createNewsletterService(options: ServiceOptions) {
  const context: ServiceContext = {
    db: options.db,
    instance: randomUUID(),
    messageDomain: options.messageDomain,
    linkKey: options.linkKey,
    now: options.now ?? Date.now,
    onMailQueued: options.onMailQueued ?? (() => {}),
    onConfirmed: options.onConfirmed ?? (() => {}),
    durable: durability(options.db),
    // Sign-ups queue here, not on SQLite's one connection, where the worker's queries waited behind
    // them (`npm run bench:newsletter`); only the transaction takes a turn, not the wait for the disk.
    signUpTurn: pLimit(options.concurrentSignUps ?? 1),
    courses: options.courses ?? { en: [], se: [] },
    admins: options.admins ?? [],
    publicOrigin: options.publicOrigin ?? "https://www.skattlyktan.example",
    bounceAddress: options.bounceAddress,
  };
  const bind =
    <A extends unknown[], R>(task: (context: ServiceContext, ...args: A) => R) =>
    (...args: A) =>
      task(context, ...args);
  return {
    subscribe: bind(subscribe),
    confirm: bind(confirm),
    unsubscribe: bind(unsubscribe),
    stopCourse: bind(stopCourse),
    courseSlugs: () => courseSlugsOf(context.courses),
    pauseCourse: bind(pauseCourse),
    requestUnsubscribeLink: bind(requestUnsubscribeLink),
    purgeStale: bind(purgeStale),
    exportSubscriber: bind(exportSubscriber),
    erase: bind(erase),
    stats: bind(stats),
    recordMailEvent: bind(recordMailEvent),
    recordReport: bind(recordReport),
    firstSnsDelivery: bind(firstSnsDelivery),
    forgetSnsDelivery: bind(forgetSnsDelivery),
    queueIssue: bind(queueIssue),

    // The operator console (decision 028).
    requestSignIn: bind(requestSignIn),
    completeSignIn: bind(completeSignIn),
    sessionOf: bind(sessionOf),
    signOut: bind(signOut),
    audit: bind(audit),
    dashboard: bind(dashboard),
    issueSummaries: bind(issueSummaries),
    issueSummary: bind(issueSummary),
    previewIssue: bind(previewIssue),
    queueTestMail: bind(queueTestMail),
    beginIssue: bind(beginIssue),
    pauseIssue: bind(pauseIssue),
    unfinishedIssues: bind(unfinishedIssues),
    savePreview: bind(savePreview),
    savedPreview: bind(savedPreview),
    countRequest: bind(countRequest),
    subscriberRecord: bind(subscriberRecord),
    subscriberRecordById: bind(subscriberRecordById),
    /** A schedule is checked against it (tests set it). */
    now: () => context.now(),
    stopReaderCourse: bind(stopReaderCourse),
    subscriberIdOf: bind(subscriberIdOf),
    confirmedCsv: bind(confirmedCsv),
    subscriberPage: bind(subscriberPage),
    subscriberCounts: bind(subscriberStateCounts),
    unsubscribeByOperator: bind(unsubscribeByOperator),
    resendConfirmation: bind(resendConfirmation),
    liftSuppression: bind(liftSuppressionByOperator),
    readersOf: bind(readersOf),
    issueMarkdown: bind(issueMarkdown),
    drafts: bind(drafts),
    draft: bind(draft),
    createDraft: bind(createDraft),
    saveDraft: bind(saveDraft),
    deleteDraft: bind(deleteDraft),
    duplicateIssue: bind(duplicateIssue),
    auditPage: bind(auditPage),
    courseFigures: bind(courseFigures),
    previewLesson: bind(previewLesson),
    queueCourseTest: bind(queueCourseTest),
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
