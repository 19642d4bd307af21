/** The mail renderer's worker thread (render-once.ts): renders one mail at a time, each with marks where
 * each reader's links go, and posts the parts (or the error's name and message). It says when its
 * modules are loaded (React and html-to-text take a while on a busy machine), so that a render's time
 * limit counts the render alone; it then stays, so that the next render does not load them again. */
import { parentPort } from "node:worker_threads";
import type { PartsJob } from "./mail-parts.ts";

const { renderPartsWithMarks } = await import("./mail-parts.ts");
parentPort?.on("message", ({ id, job }: { id: number; job: PartsJob }) => {
  try {
    parentPort?.postMessage({ id, parts: renderPartsWithMarks(job) });
  } catch (error) {
    const { name, message } = error as Error;
    parentPort?.postMessage({ id, error: { name: (error as Error)?.constructor?.name ?? name, message } });
  }
});
parentPort?.postMessage({ ready: true });
