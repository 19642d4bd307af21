/** Renders one mail's subject, HTML and text in a worker thread (render-once.ts), with marks where each
 * reader's links go, and posts the parts (or the error's name and message). It says when its modules
 * are loaded (React and html-to-text take a while on a busy machine), so that the render's time limit
 * counts the render alone. */
import { parentPort, workerData } from "node:worker_threads";

const { renderPartsWithMarks } = await import("./mail-parts.ts");
parentPort?.postMessage({ ready: true });
try {
  parentPort?.postMessage({ parts: renderPartsWithMarks(workerData) });
} catch (error) {
  const { name, message } = error as Error;
  parentPort?.postMessage({ error: { name: (error as Error)?.constructor?.name ?? name, message } });
}
