/** One issue's or lesson's mail with marks where each reader's links go (issue 39): rendered once per
 * send, not per reader, and then filled with each reader's tokens (render-once.ts). The marks have a
 * token's length and alphabet, so the text reads the same. Pure: runs in a worker thread. */
import type { CourseLibrary, LibraryCourse } from "../domain/courses.ts";
import type { IssueContent, MailRow } from "./render-mail.ts";
import { renderMail } from "./render-mail.ts";

export const tokenMarks = {
  unsubscribe: "UnsubscribeTokenMark".padEnd(43, "u"),
  stopCourse: "StopCourseTokenMark".padEnd(43, "s"),
} as const;

export interface MailParts {
  subject: string;
  html: string;
  text: string;
}

/** What a worker needs to render one mail: the row's kind, language and course, and the content. */
export interface PartsJob {
  row: Pick<MailRow, "kind" | "language" | "course"> & { lesson?: string };
  origin: string;
  issue?: IssueContent;
  /** The lesson's course only: the worker gets no more of the library than it renders. */
  course?: LibraryCourse;
}

/** What the renderer's worker does: an issue's Markdown, or one mail's parts. */
export type RenderJob = PartsJob | { markdown: string };

export function renderPartsWithMarks(job: PartsJob): MailParts {
  const { row, origin, issue, course } = job;
  const library: CourseLibrary | undefined = course
    ? { en: [], se: [], [row.language]: [course] }
    : undefined;
  const mail = renderMail(
    {
      id: "00000000-0000-4000-8000-000000000000",
      recipient: "reader@invalid",
      kind: row.kind,
      language: row.language,
      course: row.course,
      message_id: "<mark@invalid>",
      // Raw tokens in the payload, as mails queued before decision 030 had: here, the marks.
      payload: JSON.stringify({
        unsubscribeToken: tokenMarks.unsubscribe,
        stopCourseToken: tokenMarks.stopCourse,
        lesson: row.lesson,
        issue: row.kind === "issue-test" ? issue : undefined,
      }),
    },
    origin,
    // No link is derived here: the marks stand in for every token.
    { id: "marks", secret: Buffer.alloc(32) },
    issue,
    library,
  );
  return { subject: mail.subject, html: mail.html, text: mail.text };
}
