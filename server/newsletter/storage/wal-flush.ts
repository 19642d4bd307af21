/** Group commit for the embedded database (decision 022): it commits with `synchronous=NORMAL`, and a
 * write is acknowledged after an fsync of the WAL that started after its commit. That fsync runs off the
 * JavaScript thread, and every commit made meanwhile shares the next. */
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
