/** An issue's Markdown rendered off the server's one JavaScript thread, bounded in size, depth, time and
 * memory (issue 31: one deeply nested issue stalled every request of the site for 10 s).
 *
 * The cheap checks come first (domain/issue-markdown.ts: size and nesting, a linear scan). What passes
 * them is rendered by marked in a worker thread of its own, so sign-ups and pages keep being answered
 * while it works; a render that takes longer than `issueLimits.renderMs` is stopped, and one that
 * needs more memory than the limit below ends its worker, not the server. A worker per render costs
 * about 30 ms: renders are operator actions (preview, test, send), a few a minute at most. */
import { Worker } from "node:worker_threads";
import { type IssueMarkdownProblem, issueLimits, issueMarkdownProblem } from "../domain/issue-markdown.ts";
import type { RenderedIssue } from "./markdown.ts";

/** A draft the newsletter will not render, with the console API's code and status for it. */
export class IssueMarkdownError extends Error {
  readonly code: IssueMarkdownProblem | "issue_too_complex";
  readonly statusCode: number;
  constructor(code: IssueMarkdownProblem | "issue_too_complex") {
    super(`The issue's Markdown is refused: ${code}`);
    this.code = code;
    this.statusCode = code === "issue_too_large" ? 413 : 422;
  }
}

const workerUrl = new URL("./markdown-worker.ts", import.meta.url);

/** How long the worker may take to load marked before it renders: a stuck start is refused too. */
const startUpMs = 30_000;

export function renderIssueOffThread(markdown: string, timeoutMs: number = issueLimits.renderMs) {
  const problem = issueMarkdownProblem(markdown);
  if (problem) return Promise.reject(new IssueMarkdownError(problem));
  return new Promise<RenderedIssue>((resolve, reject) => {
    const worker = new Worker(workerUrl, {
      workerData: markdown,
      resourceLimits: { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16 },
    });
    const giveUp = (error: Error) => () => {
      reject(error);
      void worker.terminate();
    };
    // The time limit is the render's (as render-once.ts's): on a busy machine loading the worker's
    // modules alone can take longer, and that says nothing of the issue.
    let timer = setTimeout(giveUp(new Error("the Markdown renderer did not start")), startUpMs);
    worker.on("message", (message: { ready?: true; issue?: RenderedIssue }) => {
      clearTimeout(timer);
      if (message.ready) {
        timer = setTimeout(giveUp(new IssueMarkdownError("issue_too_complex")), timeoutMs);
        return;
      }
      resolve(message.issue as RenderedIssue);
      void worker.terminate();
    });
    worker.once("error", (error: Error & { code?: string }) => {
      clearTimeout(timer);
      // Out of memory or out of stack: the text is too much for the renderer, not a server failure.
      const exhausted = error.code === "ERR_WORKER_OUT_OF_MEMORY" || error instanceof RangeError;
      reject(exhausted ? new IssueMarkdownError("issue_too_complex") : error);
    });
  });
}
