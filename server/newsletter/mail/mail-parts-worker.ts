/** The renderer's worker thread (render-issue-off-thread.ts): renders one issue's Markdown or one mail
 * (with marks where each reader's links go) at a time, and posts the result (or the error's name and
 * message). It says when its modules are loaded (React and html-to-text take a while on a busy machine),
 * so that a render's time limit counts the render alone; it then stays, so that the next render does not
 * load them again. */
import { parentPort } from "node:worker_threads";
import type { RenderJob } from "./mail-parts.ts";

const [{ renderPartsWithMarks }, { renderIssue }] = await Promise.all([
  import("./mail-parts.ts"),
  import("./markdown.ts"),
]);
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
