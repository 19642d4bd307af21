// @vitest-environment node
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { emlRetentionMs, removeOldEmlFiles } from "./outbox-files.ts";

const directory = mkdtempSync(path.join(tmpdir(), "newsletter-eml-"));

describe("the local .eml outbox", () => {
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it("loses its mails after a day: older .eml files go, newer ones and other files stay", async () => {
    const now = Date.now();
    const write = (name: string, ageMs: number) => {
      const file = path.join(directory, name);
      writeFileSync(file, "Subject: x\n\nlink");
      const time = new Date(now - ageMs);
      utimesSync(file, time, time);
    };
    write("old.eml", emlRetentionMs + 60_000);
    write("new.eml", emlRetentionMs - 60_000);
    write("notes.txt", emlRetentionMs * 2);
    expect(await removeOldEmlFiles(directory, now)).toBe(1);
    expect(readdirSync(directory).sort()).toEqual(["new.eml", "notes.txt"]);
  });

  it("is nothing to do when there is no outbox", async () => {
    expect(await removeOldEmlFiles(path.join(directory, "missing"), Date.now())).toBe(0);
  });
});
