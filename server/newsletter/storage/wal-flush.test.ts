import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { walFlusher } from "./wal-flush.ts";

/** An fsync the test finishes by hand, recording which file it was asked for. */
function manualFsync() {
  const calls: { file: string; finish: () => void }[] = [];
  const fsync = (file: string) =>
    new Promise<void>((resolve) => {
      calls.push({ file, finish: resolve });
    });
  return { calls, fsync };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe("walFlusher (group commit)", () => {
  it("syncs the WAL file beside the database", async () => {
    const { calls, fsync } = manualFsync();
    const flush = walFlusher("/data/newsletter.db", fsync);
    const done = flush();
    expect(calls.map((call) => call.file)).toEqual(["/data/newsletter.db-wal"]);
    calls[0]?.finish();
    await done;
  });

  it("makes commits that arrive during an fsync wait for the next one, and share it", async () => {
    const { calls, fsync } = manualFsync();
    const flush = walFlusher("db", fsync);
    const order: string[] = [];
    const first = flush().then(() => order.push("first"));
    // Committed while the first fsync runs: it may have started before their writes.
    const second = flush().then(() => order.push("second"));
    const third = flush().then(() => order.push("third"));
    expect(calls).toHaveLength(1);

    calls[0]?.finish();
    await first;
    await settled();
    expect(order).toEqual(["first"]);
    expect(calls).toHaveLength(2); // one more fsync for both waiting commits

    calls[1]?.finish();
    await Promise.all([second, third]);
    expect(order).toEqual(["first", "second", "third"]);
    expect(calls).toHaveLength(2);
  });

  it("passes a failed fsync on to its waiters, and the next commit tries again", async () => {
    let attempts = 0;
    const flush = walFlusher("db", async () => {
      attempts++;
      if (attempts === 1) throw new Error("EIO");
    });
    await expect(flush()).rejects.toThrow("EIO");
    await expect(flush()).resolves.toBeUndefined();
    expect(attempts).toBe(2);
  });

  describe("on a real database file", () => {
    const directory = mkdtempSync(path.join(os.tmpdir(), "wal-flush-"));
    afterEach(() => rmSync(directory, { recursive: true, force: true }));

    it("syncs what a NORMAL commit wrote", async () => {
      const file = path.join(directory, "test.db");
      const database = new DatabaseSync(file);
      database.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; CREATE TABLE t (x)");
      database.exec("INSERT INTO t VALUES (1)");
      await expect(walFlusher(file)()).resolves.toBeUndefined();
      database.close();
    });
  });
});
