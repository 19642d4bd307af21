/** The renderer's worker thread: an issue's Markdown, or a mail with marks where each reader's links go.
 * It says when its modules are loaded, so a render's time limit counts the render alone. */
import { createSecretKey } from "node:crypto";
import { parentPort } from "node:worker_threads";
import type { LibraryCourse, MailLibrary } from "../domain/courses.ts";
import { renderIssue } from "./markdown.ts";
import { type IssueContent, type MailRow, type RenderedMail, renderMail, tokenMarks } from "./render-mail.ts";

export type MailParts = Pick<RenderedMail, "subject" | "html" | "text">;

export interface PartsJob {
  row: Pick<MailRow, "kind" | "language" | "course"> & { lesson?: string };
  origin: string;
  issue?: IssueContent;
  /** The lesson's course only: the worker gets no more of the library than it renders. */
  course?: LibraryCourse;
}

export type RenderJob = PartsJob | { markdown: string };

function renderPartsWithMarks({ row, origin, issue, course }: PartsJob): MailParts {
  const library: MailLibrary | undefined = course ? { en: [], se: [], [row.language]: [course] } : undefined;
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
    { id: "marks", secret: createSecretKey(Buffer.alloc(32)) },
    issue,
    library,
  );
  return { subject: mail.subject, html: mail.html, text: mail.text };
}

parentPort?.on("message", (job: RenderJob) => {
  try {
    const result = "markdown" in job ? renderIssue(job.markdown) : renderPartsWithMarks(job);
    parentPort?.postMessage({ result });
  } catch (error) {
    const { name, message } = error as Error;
    parentPort?.postMessage({ error: { name: (error as Error)?.constructor?.name ?? name, message } });
  }
});
parentPort?.postMessage({ ready: true });
