/** A course's drawing as a PNG shown by Content-ID (issue 39): big inboxes show neither inline SVG nor a
 * data: image, and many block remote images. */
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

export function drawingAttachments(course: LibraryCourse | undefined): MailAttachment[] {
  if (!course?.drawing) return [];
  const content = decoded.get(course) ?? Buffer.from(course.drawing.png, "base64");
  decoded.set(course, content);
  return [{ filename: `${course.slug}.png`, content, contentType: "image/png", cid: drawingCid(course) }];
}

/** `cid:` links as data: URLs, for a browser (the console's preview), which has no mail parts. */
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
