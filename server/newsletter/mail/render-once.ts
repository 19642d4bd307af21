/** Issue and lesson mails, rendered once per send off the server's thread (issue 39: per reader on the
 * main thread it raised the site's p90 to 877 ms); each reader's mail is those parts with its tokens. */
import { createHash } from "node:crypto";
import type { MailLibrary } from "../domain/courses.ts";
import { issueLimits } from "../domain/issue-markdown.ts";
import type { LinkKey } from "../domain/tokens.ts";
import type { MailPayload } from "../storage/outbox-queue.ts";
import { drawingAttachments } from "./course-drawing.ts";
import { findLesson, stopCourseUrl } from "./lesson-mail.ts";
import type { MailParts, PartsJob } from "./mail-parts-worker.ts";
import { IssueMarkdownError, renderOffThread } from "./render-issue-off-thread.ts";
import {
  type IssueContent,
  listHeaders,
  type MailRow,
  type RenderedMail,
  renderMail,
  tokenMarks,
  tokensOf,
} from "./render-mail.ts";
import { libraryId, renderSubscriberMail, subscriberMailKinds } from "./subscriber-mail-once.ts";

/** 96 KB of nested quotes renders to 2.2 MB (styled inline); past 3 MB, within every SMTP server's
 * usual size once encoded, a mail is refused (`issue_too_large`). */
export const maxRenderedBytes = 3 * 1024 * 1024;

const cacheSize = 64;
const cache = new Map<string, Promise<MailParts>>();

function cached(key: string, render: () => Promise<MailParts>): Promise<MailParts> {
  const hit = cache.get(key);
  if (hit) return hit;
  const parts = render();
  // A failure is kept a minute so the issue's other mails fail at once, then may try again.
  parts.catch(() => setTimeout(() => cache.get(key) === parts && cache.delete(key), 60_000).unref());
  cache.set(key, parts);
  if (cache.size > cacheSize) cache.delete(cache.keys().next().value as string);
  return parts;
}

/** The mail as renderMail makes it; issues and lessons rendered once, off the thread. */
export async function renderMailOnce(
  row: MailRow,
  publicOrigin: string,
  key: LinkKey,
  issue?: IssueContent,
  courses?: MailLibrary,
  /** Tests on a loaded machine raise it. */
  renderMs: number = issueLimits.renderMs,
): Promise<RenderedMail> {
  if (subscriberMailKinds.has(row.kind)) return renderSubscriberMail(row, publicOrigin, key, courses);
  const isLesson = row.kind === "lesson" || row.kind === "lesson-test";
  if (!isLesson && row.kind !== "issue" && row.kind !== "issue-test") {
    return renderMail(row, publicOrigin, key, issue, courses);
  }
  const payload = JSON.parse(row.payload) as MailPayload;
  const { unsubscribe, stopCourse = "" } = tokensOf(row, payload, key);
  if (!unsubscribe) throw new Error(`Mail ${row.id} has no unsubscribe token`);
  const job: PartsJob = {
    row: { kind: row.kind, language: row.language, course: row.course, lesson: payload.lesson },
    origin: publicOrigin,
  };
  let cacheKey: string;
  if (isLesson) {
    job.course = findLesson(courses, row, payload.lesson).course;
    const { language, course, kind } = row;
    cacheKey = ["lesson", libraryId(courses), kind, language, course, payload.lesson, publicOrigin].join(
      "\u0000",
    );
  } else {
    const content = row.kind === "issue-test" ? payload.issue : issue;
    if (!content) throw new Error(`Mail ${row.id} belongs to an issue that does not exist`);
    job.issue = { subject: content.subject, html: content.html, preview_text: content.preview_text ?? null };
    const digest = createHash("sha256").update(content.subject).update("\u0000").update(content.html);
    digest.update("\u0000").update(content.preview_text ?? "");
    cacheKey = ["issue", row.kind, row.language, publicOrigin, digest.digest("hex")].join("\u0000");
  }
  const marked = await cached(cacheKey, async () => {
    const parts = await renderOffThread<MailParts>(job, renderMs);
    if (Buffer.byteLength(parts.html) + Buffer.byteLength(parts.text) > maxRenderedBytes) {
      throw new IssueMarkdownError("issue_too_large");
    }
    return parts;
  });
  const token = encodeURIComponent(unsubscribe);
  const fill = (text: string) =>
    text
      .replaceAll(tokenMarks.unsubscribe, token)
      .replaceAll(tokenMarks.stopCourse, encodeURIComponent(stopCourse));
  return {
    to: row.recipient,
    subject: marked.subject,
    html: fill(marked.html),
    text: fill(marked.text),
    messageId: row.message_id,
    mailId: row.id,
    headers: listHeaders(publicOrigin, token, row),
    ...(isLesson ? { attachments: drawingAttachments(job.course) } : {}),
    links: {
      unsubscribe: `${publicOrigin}/${row.language}/unsubscribe?token=${token}`,
      stopCourse: isLesson ? stopCourseUrl(publicOrigin, row.language, stopCourse) : undefined,
    },
  };
}

/** Renders an issue's mail before any is queued: one too large or complex is refused there
 * (IssueMarkdownError), and the worker finds it rendered. */
export async function prepareIssueMail(
  issue: IssueContent,
  language: MailRow["language"],
  publicOrigin: string,
  key: LinkKey,
): Promise<void> {
  const row = {
    id: "00000000-0000-4000-8000-000000000000",
    recipient: "check@invalid",
    kind: "issue" as const,
    language,
    payload: JSON.stringify({ key: key.id }),
    message_id: "<check@invalid>",
  };
  await renderMailOnce(row, publicOrigin, key, issue);
}
