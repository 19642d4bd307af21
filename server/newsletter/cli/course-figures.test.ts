// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { fixtureLibrary } from "#tests/support/course-library.ts";
import { linkTokensOf } from "#tests/support/link-tokens.ts";
import { serviceOn } from "#tests/support/service-on-database.ts";
import { readNewsletterConfig } from "../config.ts";
import { openDatabase } from "../storage/database.ts";
import { runCli } from "./cli-commands.ts";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

describe("npm run newsletter -- courses", () => {
  const directory = mkdtempSync(path.join(tmpdir(), "newsletter-courses-cli-"));
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it("prints the Courses screen's figures: the same numbers the service computes", async () => {
    const config = readNewsletterConfig({}, { root: directory });
    const courses = fixtureLibrary();
    const db = await openDatabase(config.database);
    const service = serviceOn(db, { messageDomain: "x", courses });
    for (const email of ["a@example.com", "b@example.com"]) {
      await service.subscribe({
        email,
        language: "en",
        formVersion: "v",
        choices: { newsletter: false, courses: ["beta"] },
      });
      const mail = await db
        .selectFrom("outbox")
        .select("id")
        .where("recipient", "=", email)
        .executeTakeFirstOrThrow();
      await service.confirm(linkTokensOf(mail).confirmToken);
    }
    const expected = await service.courseFigures();
    await db.destroy();
    const out: string[] = [];
    const code = await runCli(
      ["courses"],
      config,
      { out: (text) => out.push(text), err: () => {} },
      { courses },
    );
    expect(code).toBe(0);
    const text = out.join("\n");
    const beta = expected.courses.find((course) => course.course === "beta")?.languages[0];
    expect(beta).toMatchObject({ language: "en", enrolled: 2, active: 2 });
    expect(text).toContain("beta (en) (beta)");
    expect(text).toContain("  en: enrolled 2, active 2, finished 0, stopped 0");
    expect(text).toMatch(/1\. b1\s+0\s+0\s+0\s+0\s+0/);
  });
});
