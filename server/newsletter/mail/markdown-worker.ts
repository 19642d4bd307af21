/** Renders one issue's Markdown in a worker thread (render-issue-off-thread.ts) and posts the result. It
 * says when marked is loaded first, so that the render's time limit counts the render alone. */
import { parentPort, workerData } from "node:worker_threads";

const { renderIssue } = await import("./markdown.ts");
parentPort?.postMessage({ ready: true });
parentPort?.postMessage({ issue: renderIssue(String(workerData)) });
