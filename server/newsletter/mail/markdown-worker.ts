/** Renders one issue's Markdown in a worker thread (render-issue-off-thread.ts) and posts the result. */
import { parentPort, workerData } from "node:worker_threads";
import { renderIssue } from "./markdown.ts";

parentPort?.postMessage(renderIssue(String(workerData)));
