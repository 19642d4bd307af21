/** Layer mail/: owns what a mail says and looks like (templates, issue Markdown, the plain-text part).
 * Imports storage/ (row types) and domain/ only (biome.json, decision 024).
 *
 * An outbox row to a complete message: subject, both parts, and the list headers of RFC 2369/8058. */
import type { ReactElement } from "react";
import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { chosenQuery } from "#shared/signup-chosen.ts";
import { type CourseLibrary, findCourse } from "../domain/courses.ts";
import { mailIdHeader } from "../domain/mail-id.ts";
import { type LinkKey, type LinkPurpose, linkToken } from "../domain/tokens.ts";
import type { MailPayload } from "../storage/outbox-queue.ts";
import type { IssuesTable, OutboxTable } from "../storage/schema.ts";
import { ConfirmMail, confirmSubject } from "./confirm-mail.ts";
import { drawingAttachments, type MailAttachment } from "./course-drawing.ts";
import { IssueMail } from "./issue-mail.ts";
import { lessonParts } from "./lesson-parts.ts";
import type { MailLinks } from "./mail-layout.ts";
import { mailWording } from "./mail-wording.ts";
import { OperatorSignInMail, operatorSignInSubject } from "./operator-sign-in-mail.ts";
import { htmlToText } from "./plain-text.ts";
import { UnsubscribeLinkMail } from "./unsubscribe-link-mail.ts";
import { WelcomeMail } from "./welcome-mail.ts";

export interface RenderedMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  /** The outbox row's id: in our header here, in the envelope sender when delivered (decision 026). */
  mailId: string;
  headers: Record<string, string>;
  /** Images the HTML shows by Content-ID (a lesson's course drawing). */
  attachments?: MailAttachment[];
  /** The links, for the log when mail goes to files instead of SMTP. */
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

/** The console's sign-in page; the token rides in the fragment, which no server or log ever sees. */
export function operatorSignInUrl(publicOrigin: string, token: string): string {
  return `${publicOrigin}/admin/sign-in#token=${encodeURIComponent(token)}`;
}

/** The tokens of a mail's links, derived from its id with the key it was queued under (decision 030).
 * A mail queued before that (its payload still holds raw tokens) is rendered with those. */
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

function renderSignInMail(
  row: MailRow,
  payload: MailPayload,
  publicOrigin: string,
  key: LinkKey,
): RenderedMail {
  const { signIn: token } = tokensOf(row, payload, key);
  if (!token) throw new Error(`Mail ${row.id} has no sign-in token`);
  const signIn = operatorSignInUrl(publicOrigin, token);
  const html = `<!DOCTYPE html>${renderToStaticMarkup(h(OperatorSignInMail, { signInUrl: signIn }))}`;
  return {
    to: row.recipient,
    subject: operatorSignInSubject,
    html,
    text: htmlToText(html),
    messageId: row.message_id,
    mailId: row.id,
    headers: { [mailIdHeader]: row.id, ...kindHeaders(row, publicOrigin) },
    links: { signIn },
  };
}

/** Headers that say what kind of mail this is (issue 39): every one is made by software, so auto-replies
 * hold back (RFC 3834); issues and lessons are bulk mail of one list each (RFC 2919's List-Id, one per
 * list and per course, so a reader can filter a course apart from the newsletter). */
export function kindHeaders(row: MailRow, publicOrigin: string): Record<string, string> {
  const host = new URL(publicOrigin).hostname;
  const headers: Record<string, string> = {
    "Auto-Submitted": "auto-generated",
    "Content-Language": row.language === "se" ? "sv" : "en",
  };
  if (row.kind === "issue" || row.kind === "issue-test") {
    headers["List-Id"] = `Skattlyktan newsletter <newsletter.${host}>`;
    headers.Precedence = "bulk";
  } else if ((row.kind === "lesson" || row.kind === "lesson-test") && row.course) {
    headers["List-Id"] = `Skattlyktan course ${row.course} <${row.course}.courses.${host}>`;
    headers.Precedence = "bulk";
  }
  return headers;
}

export function listHeaders(publicOrigin: string, token: string, row: MailRow): Record<string, string> {
  return {
    ...kindHeaders(row, publicOrigin),
    // The one-click endpoint (RFC 8058): a POST there unsubscribes without a page or a login.
    "List-Unsubscribe": `<${publicOrigin}/api/newsletter/unsubscribe?token=${token}&lang=${row.language}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    // A bounce or complaint that quotes the mail's header names the mail (bounces/).
    [mailIdHeader]: row.id,
  };
}

export function renderMail(
  row: MailRow,
  publicOrigin: string,
  key: LinkKey,
  issue?: IssueContent,
  courses?: CourseLibrary,
): RenderedMail {
  const payload = JSON.parse(row.payload) as MailPayload;
  if (row.kind === "operator-sign-in") return renderSignInMail(row, payload, publicOrigin, key);
  // A test mail carries its issue: it may be a draft that was never stored, and is sent exactly as is.
  if (row.kind === "issue-test") issue = payload.issue;
  const tokens = tokensOf(row, payload, key);
  if (!tokens.unsubscribe) throw new Error(`Mail ${row.id} has no unsubscribe token`);
  const token = encodeURIComponent(tokens.unsubscribe);
  if (row.kind === "lesson" || row.kind === "lesson-test") {
    const lesson = lessonParts(
      { kind: row.kind, language: row.language, course: row.course },
      { lesson: payload.lesson, unsubscribeToken: tokens.unsubscribe, stopCourseToken: tokens.stopCourse },
      publicOrigin,
      courses,
    );
    return {
      to: row.recipient,
      subject: lesson.subject,
      html: lesson.html,
      text: lesson.text,
      messageId: row.message_id,
      mailId: row.id,
      headers: listHeaders(publicOrigin, token, row),
      attachments: drawingAttachments(
        courses && row.course ? findCourse(courses, row.language, row.course) : undefined,
      ),
      links: { unsubscribe: lesson.unsubscribeUrl, stopCourse: lesson.stopCourseUrl },
    };
  }
  const links: MailLinks = {
    site: `${publicOrigin}/${row.language}`,
    unsubscribe: `${publicOrigin}/${row.language}/unsubscribe?token=${token}`,
  };
  const wording = mailWording(row.language);
  let subject: string;
  let element: ReactElement;
  let confirmUrl: string | undefined;
  if (row.kind === "confirm") {
    if (!tokens.confirm) throw new Error(`Mail ${row.id} has no confirm token`);
    // The confirm page names the courses chosen (issue 41): their slugs ride beside the token.
    const chosen = chosenQuery(
      payload.choices ?? { newsletter: true, courses: [] },
      payload.choices?.courses ?? [],
    );
    const forCourses = chosen ? `&${chosen.slice(1)}` : "";
    confirmUrl = `${publicOrigin}/${row.language}/confirm?token=${encodeURIComponent(tokens.confirm)}${forCourses}`;
    const courseTitles = (payload.choices?.courses ?? []).map(
      (slug) => (courses && findCourse(courses, row.language, slug)?.title) ?? slug,
    );
    const choices = payload.choices ? { newsletter: payload.choices.newsletter, courseTitles } : undefined;
    subject = confirmSubject(row.language, courseTitles);
    element = h(ConfirmMail, { language: row.language, links, confirmUrl, choices });
  } else if (row.kind === "unsubscribe-link") {
    subject = wording.unsubscribeLinkSubject;
    element = h(UnsubscribeLinkMail, { language: row.language, links });
  } else if (row.kind === "welcome") {
    subject = wording.welcomeSubject;
    element = h(WelcomeMail, { language: row.language, links });
  } else {
    if (!issue) throw new Error(`Mail ${row.id} belongs to an issue that does not exist`);
    subject = issue.subject;
    const preheader = issue.preview_text ?? undefined;
    element = h(IssueMail, { language: row.language, links, subject, html: issue.html, preheader });
  }
  const html = `<!DOCTYPE html>${renderToStaticMarkup(element)}`;
  return {
    to: row.recipient,
    subject,
    html,
    text: htmlToText(html),
    messageId: row.message_id,
    mailId: row.id,
    headers: listHeaders(publicOrigin, token, row),
    links: { confirm: confirmUrl, unsubscribe: links.unsubscribe },
  };
}
