/** Issue Markdown and mails rendered off the server's thread, bounded in size, depth, time and memory
 * (issue 31: a nested issue stalled the site 10 s); a runaway render ends the worker, not the server. */
import { Worker } from "node:worker_threads";
import { type IssueMarkdownProblem, issueLimits, issueMarkdownProblem } from "../domain/issue-markdown.ts";
import { LessonGoneError } from "./lesson-mail.ts";
import type { RenderJob } from "./mail-parts-worker.ts";
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

const workerUrl = new URL("./mail-parts-worker.ts", import.meta.url);

/** A stuck start is an error too. */
const startUpMs = 30_000;

interface WorkerMessage {
  ready?: true;
  result?: unknown;
  error?: { name: string; message: string };
}

interface Renderer {
  worker: Worker;
  ready: Promise<void>;
  settle?: (message: WorkerMessage) => void;
}

let renderer: Renderer | undefined;
/** One render at a time: the worker has one thread, and the time limit is for one render. */
let turn: Promise<unknown> = Promise.resolve();

/** Kept (loading React and html-to-text costs a second of CPU); replaced after a timeout or a crash. */
function rendererOf(): Renderer {
  if (renderer) return renderer;
  const worker = new Worker(workerUrl, {
    resourceLimits: { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16 },
  });
  const current: Renderer = {
    worker,
    ready: new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("the mail renderer did not start")), startUpMs);
      worker.on("message", (message: WorkerMessage) => {
        if (!message.ready) return current.settle?.(message);
        clearTimeout(timer);
        resolve();
      });
      worker.once("error", (error: Error & { code?: string }) => {
        clearTimeout(timer);
        reject(error);
        const exhausted = error.code === "ERR_WORKER_OUT_OF_MEMORY";
        current.settle?.({ error: { name: exhausted ? "Exhausted" : error.name, message: error.message } });
      });
    }),
  };
  current.ready.catch(() => undefined);
  worker.once("exit", () => {
    if (renderer === current) renderer = undefined;
  });
  // After the listeners: adding a "message" listener refs the worker again.
  worker.unref();
  renderer = current;
  return current;
}

/** `timeoutMs` counts from the worker's load: on a busy machine loading alone can take longer. */
export function renderOffThread<T>(job: RenderJob, timeoutMs: number = issueLimits.renderMs): Promise<T> {
  const run = async (): Promise<T> => {
    const current = rendererOf();
    await current.ready;
    const { result, error } = await new Promise<WorkerMessage>((resolve) => {
      const timer = setTimeout(() => {
        if (renderer === current) renderer = undefined;
        void current.worker.terminate();
        resolve({ error: { name: "Timeout", message: "" } });
      }, timeoutMs);
      current.settle = (answer) => {
        clearTimeout(timer);
        resolve(answer);
      };
      current.worker.postMessage(job);
    });
    current.settle = undefined;
    // Out of time, memory or stack: the text is too much for the renderer, not a server failure.
    if (error && ["Timeout", "Exhausted", "RangeError"].includes(error.name)) {
      throw new IssueMarkdownError("issue_too_complex");
    }
    if (error?.name === "LessonGoneError") throw new LessonGoneError(error.message);
    if (error || result === undefined) throw new Error(error?.message ?? "the mail renderer gave nothing");
    return result as T;
  };
  const result = turn.then(run, run);
  turn = result.catch(() => undefined);
  return result;
}

export async function renderIssueOffThread(markdown: string, timeoutMs: number = issueLimits.renderMs) {
  const problem = issueMarkdownProblem(markdown);
  if (problem) throw new IssueMarkdownError(problem);
  return renderOffThread<RenderedIssue>({ markdown }, timeoutMs);
}
