/** The Courses screen's lesson preview and course test mail; no hash of their links is stored, so they
 * stop and unsubscribe nobody. */
import type { Language } from "#shared/site.ts";
import { findCourse } from "../domain/courses.ts";
import { withAttachmentsInline } from "../mail/course-drawing.ts";
import { renderMail } from "../mail/render-mail.ts";
import { queueMail } from "../storage/outbox-queue.ts";
import { previewRow } from "./console-issues.ts";
import type { ServiceContext } from "./context.ts";

/** Undefined when the site has no such lesson. */
export function previewLesson(
  context: ServiceContext,
  request: { course: string; language: Language; lesson: string },
) {
  const { course, language, lesson } = request;
  if (!findCourse(context.courses, language, course)?.lessons.some((each) => each.slug === lesson)) return;
  const row = previewRow(context, { kind: "lesson", language, course, payload: { lesson } });
  const mail = renderMail(row, context.publicOrigin, context.linkKey, undefined, context.courses);
  // The drawing is an attachment shown by Content-ID; the preview frame has no mail parts.
  return { subject: mail.subject, html: withAttachmentsInline(mail.html, mail.attachments), text: mail.text };
}

/** Every lesson to one operator, seconds apart to arrive in order; 0 when there is no such course. */
export async function queueCourseTest(
  context: ServiceContext,
  operator: string,
  course: string,
  language: Language,
): Promise<number> {
  const lessons = findCourse(context.courses, language, course)?.lessons ?? [];
  const { messageDomain, linkKey } = context;
  const now = context.now();
  const mail = { subscriberId: null, recipient: operator, kind: "lesson-test", language, course } as const;
  await context.db.transaction().execute(async (trx) => {
    for (const [index, lesson] of lessons.entries()) {
      const each = { ...mail, payload: { lesson: lesson.slug }, sendAt: now + index * 3000 };
      await queueMail(trx, each, now, messageDomain, linkKey);
    }
  });
  await context.durable();
  context.onMailQueued();
  return lessons.length;
}
