/** The disk's own stalls, measured beside bench/newsletter.ts's steps: a worker thread writes a 4 KB page
 * and fdatasyncs it every 10 ms in the database's folder, as SQLite's group commit does, and keeps the
 * longest wait. This machine's shared disk stalls now and then (20 s of back-to-back fsyncs, 2026-11-27:
 * p50 0.26 ms, p99 0.42 ms, longest 468 ms, 8 over 50 ms), and every answer waits for the commit's fsync:
 * a step whose p99 follows such a stall measured the disk, not the server. */
import path from "node:path";
import { Worker } from "node:worker_threads";

const probe = `
const { workerData } = require("node:worker_threads");
const fs = require("node:fs");
const longest = new Int32Array(workerData.shared);
const fd = fs.openSync(workerData.file, "w");
const page = Buffer.alloc(4096, 1);
setInterval(() => {
  const start = performance.now();
  fs.writeSync(fd, page, 0, page.length, 0);
  fs.fdatasyncSync(fd);
  const micros = Math.round((performance.now() - start) * 1000);
  // The longest so far, unless take() reset it meanwhile.
  for (let seen = Atomics.load(longest, 0); micros > seen; ) {
    const was = Atomics.compareExchange(longest, 0, seen, micros);
    if (was === seen) break;
    seen = was;
  }
}, 10);
`;

export function diskStalls(folder: string) {
  const shared = new SharedArrayBuffer(4);
  const longest = new Int32Array(shared);
  const file = path.join(folder, "disk-probe");
  const worker = new Worker(probe, { eval: true, workerData: { shared, file } });
  worker.unref();
  // Without the probe the steps are still measured, only not offered again.
  worker.on("error", (error) => console.error(`bench: the disk probe stopped: ${error.message}`));
  return {
    /** The longest fsync since the last call, in ms; the next count starts now. */
    take: () => Atomics.exchange(longest, 0, 0) / 1000,
    stop: () => worker.terminate(),
  };
}
