/** A course's drawing in its lesson mails (issue 39): a PNG attached to the mail and shown through its
 * Content-ID, with its width, height and alt text. Gmail, Outlook and Yahoo show neither inline SVG nor
 * a data: image, and a remote image would be loaded from our server (and blocked by many clients). */
import { createElement as h } from "react";
import { fill } from "#shared/i18n/translate.ts";
import type { Language } from "#shared/site.ts";
import type { LibraryCourse } from "../domain/courses.ts";
import { mailWording } from "./mail-wording.ts";

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  /** Its Content-ID, without the angle brackets: the HTML shows it as `cid:…`. */
  cid: string;
}

const drawingCid = (course: LibraryCourse) => `drawing-${course.slug}@skattlyktan`;

export function CourseDrawing(props: { course: LibraryCourse; language: Language }) {
  const { drawing } = props.course;
  if (!drawing) return null;
  return h("img", {
    src: `cid:${drawingCid(props.course)}`,
    alt: fill(mailWording(props.language).courseMail.drawingAlt, { course: props.course.title }),
    width: drawing.width,
    height: drawing.height,
    style: { display: "block", margin: "0 0 16px", maxWidth: "100%", height: "auto", border: 0 },
  });
}

const decoded = new WeakMap<LibraryCourse, Buffer>();

/** The attachment a lesson mail of the course carries; none for a course without a drawing. */
export function drawingAttachments(course: LibraryCourse | undefined): MailAttachment[] {
  if (!course?.drawing) return [];
  const content = decoded.get(course) ?? Buffer.from(course.drawing.png, "base64");
  decoded.set(course, content);
  return [{ filename: `${course.slug}.png`, content, contentType: "image/png", cid: drawingCid(course) }];
}

/** The HTML with each attachment's `cid:` link replaced by a data: URL: for showing a mail in a browser
 * (the console's preview), which has no mail parts to look a Content-ID up in. */
export function withAttachmentsInline(html: string, attachments: readonly MailAttachment[] = []): string {
  return attachments.reduce(
    (inline, file) =>
      inline.replaceAll(
        `cid:${file.cid}`,
        `data:${file.contentType};base64,${file.content.toString("base64")}`,
      ),
    html,
  );
}
