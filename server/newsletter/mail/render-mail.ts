/** Layer mail/: what a mail says and looks like; imports storage/ (row types) and domain/ only (decision 024).
 * This module: an outbox row to a complete message, with the list headers of RFC 2369/8058. */
import { createElement as h, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { chosenQuery } from "#shared/signup-chosen.ts";
import { findCourse, type MailLibrary } from "../domain/courses.ts";
import { mailIdHeader } from "../domain/mail-id.ts";
import { type LinkKey, type LinkPurpose, linkToken } from "../domain/tokens.ts";
import type { MailPayload } from "../storage/outbox-queue.ts";
import type { IssuesTable, OutboxTable } from "../storage/schema.ts";
import { drawingAttachments, type MailAttachment } from "./course-drawing.ts";
import { findLesson, LessonMail, lessonSubject, stopCourseUrl } from "./lesson-mail.ts";
import { mailWording } from "./mail-wording.ts";
import { OperatorSignInMail, operatorSignInSubject } from "./operator-sign-in-mail.ts";
import { htmlToText } from "./plain-text.ts";
import {
  ConfirmMail,
  confirmSubject,
  IssueMail,
  UnsubscribeLinkMail,
  WelcomeMail,
} from "./subscriber-mails.ts";

export interface RenderedMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  /** The outbox row's id: in our header here, in the envelope sender when delivered (decision 026). */
  mailId: string;
  headers: Record<string, string>;
  attachments?: MailAttachment[];
  /** For the log when mail goes to files instead of SMTP. */
  links: { confirm?: string; unsubscribe?: string; signIn?: string; stopCourse?: string };
}

/** An issue as the mail needs it: from the issues table, or (a test mail) from the row's payload. */
export type IssueContent = Pick<IssuesTable, "subject" | "html" | "preview_text">;

export type MailRow = Pick<
  OutboxTable,
  "id" | "recipient" | "kind" | "language" | "payload" | "message_id"
> & {
  course?: string | null;
};

/** Stand-ins for a reader's tokens in a mail rendered once, of a token's length and alphabet. */
export const tokenMarks = {
  unsubscribe: "UnsubscribeTokenMark".padEnd(43, "u"),
  stopCourse: "StopCourseTokenMark".padEnd(43, "s"),
} as const;

/** Derived from the mail's id with its key (decision 030), or an older payload's raw tokens. */
export function tokensOf(row: MailRow, payload: MailPayload, key: LinkKey) {
  const legacy = payload.key === undefined;
  if (!legacy && payload.key !== key.id) {
    throw new Error(`Mail ${row.id} was queued under another link key (NEWSLETTER_SECRET)`);
  }
  const token = (purpose: LinkPurpose, old: string | undefined) =>
    legacy ? old : linkToken(key, purpose, row.id);
  return {
    confirm: token("confirm", payload.confirmToken),
    unsubscribe: token("unsubscribe", payload.unsubscribeToken),
    signIn: token("sign-in", payload.signInToken),
    stopCourse: token("stop-course", payload.stopCourseToken),
  };
}

/** Auto-replies hold back (RFC 3834); issues and lessons are bulk mail with a List-Id per list and course,
 * so a reader can filter a course apart (issue 39). */
function kindHeaders(row: MailRow, publicOrigin: string): Record<string, string> {
  const host = new URL(publicOrigin).hostname;
  const isLesson = row.kind === "lesson" || row.kind === "lesson-test";
  const list =
    row.kind === "issue" || row.kind === "issue-test"
      ? `Skattlyktan newsletter <newsletter.${host}>`
      : isLesson && row.course
        ? `Skattlyktan course ${row.course} <${row.course}.courses.${host}>`
        : undefined;
  return {
    "Auto-Submitted": "auto-generated",
    "Content-Language": row.language === "se" ? "sv" : "en",
    ...(list ? { "List-Id": list, Precedence: "bulk" } : {}),
  };
}

export function listHeaders(publicOrigin: string, token: string, row: MailRow): Record<string, string> {
  return {
    ...kindHeaders(row, publicOrigin),
    // The one-click endpoint (RFC 8058): a POST there unsubscribes without a page or a login.
    "List-Unsubscribe": `<${publicOrigin}/api/newsletter/unsubscribe?token=${token}&lang=${row.language}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    // A bounce or complaint that quotes the header names the mail.
    [mailIdHeader]: row.id,
  };
}

interface Content {
  subject: string;
  element: ReactElement;
  links: RenderedMail["links"];
  attachments?: MailAttachment[];
}

export function renderMail(
  row: MailRow,
  publicOrigin: string,
  key: LinkKey,
  issue?: IssueContent,
  courses?: MailLibrary,
): RenderedMail {
  const payload = JSON.parse(row.payload) as MailPayload;
  const tokens = tokensOf(row, payload, key);
  const mail = ({ subject, element, attachments, links }: Content, headers: Record<string, string>) => {
    const html = `<!DOCTYPE html>${renderToStaticMarkup(element)}`;
    return {
      to: row.recipient,
      subject,
      html,
      text: htmlToText(html),
      messageId: row.message_id,
      mailId: row.id,
      headers,
      ...(attachments ? { attachments } : {}),
      links,
    };
  };
  if (row.kind === "operator-sign-in") {
    if (!tokens.signIn) throw new Error(`Mail ${row.id} has no sign-in token`);
    // The token rides in the fragment, which no server or log ever sees.
    const signIn = `${publicOrigin}/admin/sign-in#token=${encodeURIComponent(tokens.signIn)}`;
    const element = h(OperatorSignInMail, { signInUrl: signIn });
    const headers = { [mailIdHeader]: row.id, ...kindHeaders(row, publicOrigin) };
    return mail({ subject: operatorSignInSubject, element, links: { signIn } }, headers);
  }
  if (!tokens.unsubscribe) throw new Error(`Mail ${row.id} has no unsubscribe token`);
  const token = encodeURIComponent(tokens.unsubscribe);
  const { language } = row;
  const links = {
    site: `${publicOrigin}/${language}`,
    unsubscribe: `${publicOrigin}/${language}/unsubscribe?token=${token}`,
  };
  const wording = mailWording(language);
  const plain = (subject: string, element: ReactElement): Content => ({
    subject,
    element,
    links: { unsubscribe: links.unsubscribe },
  });
  let content: Content;
  if (row.kind === "lesson" || row.kind === "lesson-test") {
    const { course, lesson } = findLesson(courses, row, payload.lesson);
    const stopCourse = stopCourseUrl(publicOrigin, language, tokens.stopCourse ?? "");
    const note = row.kind === "lesson-test" ? wording.courseMail.testNote : undefined;
    const props = { language, links, course, lesson, origin: publicOrigin, stopCourseUrl: stopCourse, note };
    content = {
      subject: lessonSubject(language, course, lesson),
      element: h(LessonMail, props),
      attachments: drawingAttachments(course),
      links: { unsubscribe: links.unsubscribe, stopCourse },
    };
  } else if (row.kind === "confirm") {
    if (!tokens.confirm) throw new Error(`Mail ${row.id} has no confirm token`);
    // The confirm page names the courses chosen (issue 41): their slugs ride beside the token.
    const slugs = payload.choices?.courses ?? [];
    const chosen = chosenQuery(payload.choices ?? { newsletter: true, courses: [] }, slugs);
    const forCourses = chosen ? `&${chosen.slice(1)}` : "";
    const confirm = `${publicOrigin}/${language}/confirm?token=${encodeURIComponent(tokens.confirm)}${forCourses}`;
    const courseTitles = slugs.map((slug) => (courses && findCourse(courses, language, slug)?.title) ?? slug);
    const newsletter = payload.choices?.newsletter ?? true;
    content = {
      subject: confirmSubject(language, courseTitles),
      element: h(ConfirmMail, { language, links, confirmUrl: confirm, newsletter, courseTitles }),
      links: { confirm, unsubscribe: links.unsubscribe },
    };
  } else if (row.kind === "unsubscribe-link") {
    content = plain(wording.unsubscribeLinkSubject, h(UnsubscribeLinkMail, { language, links }));
  } else if (row.kind === "welcome") {
    content = plain(wording.welcomeSubject, h(WelcomeMail, { language, links }));
  } else {
    // A test mail carries its issue: it may be a draft that was never stored, and is sent exactly as is.
    const shown = row.kind === "issue-test" ? payload.issue : issue;
    if (!shown) throw new Error(`Mail ${row.id} belongs to an issue that does not exist`);
    const preheader = shown.preview_text ?? undefined;
    const { subject } = shown;
    content = plain(subject, h(IssueMail, { language, links, subject, html: shown.html, preheader }));
  }
  return mail(content, listHeaders(publicOrigin, token, row));
}
