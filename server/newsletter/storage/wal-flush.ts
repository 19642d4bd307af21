/** Group commit for the embedded database. It commits with `synchronous=NORMAL` (in the WAL file, safe
 * from a crash of this process, not yet on the disk); before acknowledging a write the server waits for
 * an fsync of the WAL file that started after its commit. The fsync runs on libuv's thread pool, so the
 * one JavaScript thread goes on answering, and every commit made meanwhile shares the next fsync. With
 * `synchronous=FULL` every commit was its own fsync on that thread: 225 sign-ups/s (decision 022). */
import { open } from "node:fs/promises";

async function fsyncFile(file: string): Promise<void> {
  // Opened per fsync: SQLite may truncate or recreate the file between two of them.
  const handle = await open(file, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export function walFlusher(databaseFile: string, fsync = fsyncFile): () => Promise<void> {
  const walFile = `${databaseFile}-wal`;
  let running: Promise<void> | undefined;
  let next: Promise<void> | undefined;

  function start(): Promise<void> {
    running = fsync(walFile).finally(() => {
      running = undefined;
    });
    return running;
  }

  /** Resolves once every commit made before this call is on the disk. */
  return function flush(): Promise<void> {
    if (!running) return start();
    // The fsync under way may have started before this commit was written: wait for the one after it,
    // which every caller arriving meanwhile shares.
    next ??= running
      .catch(() => {})
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}
