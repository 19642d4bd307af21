/** The Node server's logs (the request log and the newsletter's error log) keep no token: a confirm or
 * unsubscribe link carries it in the query, and a log is read by more people than the mail. */
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serviceOn } from "#tests/support/service-on-database.ts";
import { makeTestBuild, testHashes } from "#tests/support/test-build.ts";
import { newsletterRoutes } from "./newsletter/http/routes.ts";
import { openDatabase } from "./newsletter/storage/database.ts";
import { withoutQueryValues } from "./request-log.ts";
import { createSiteApp } from "./site-app.ts";

const token = "T0KEN".padEnd(43, "x");

describe("Node server logs", () => {
  const build = makeTestBuild();
  const data = mkdtempSync(path.join(tmpdir(), "skattlyktan-logs-"));
  const lines: string[] = [];
  let origin: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    // A database that is gone: every newsletter request fails, and its error is logged.
    const db = await openDatabase({ kind: "sqlite", file: path.join(data, "newsletter.db") });
    await db.destroy();
    const service = serviceOn(db);
    const log = (line: string) => lines.push(line);
    const app = await createSiteApp({
      root: build.root,
      scriptHashes: testHashes,
      log,
      routes: async (api) => {
        await api.register(newsletterRoutes, {
          service,
          publicOrigin: "https://www.skattlyktan.example",
          rateLimit: false,
          log,
        });
      },
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    close = () => app.close();
  });
  afterAll(async () => {
    await close();
    build.cleanup();
    rmSync(data, { recursive: true, force: true });
  });

  it("log the path and the query's names, never a value", async () => {
    await fetch(`${origin}/en?token=${token}`);
    const unsubscribe = await fetch(`${origin}/api/newsletter/unsubscribe?token=${token}&lang=en`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(unsubscribe.status).toBe(503);
    expect(lines.some((line) => line.startsWith("GET /en?token 200"))).toBe(true);
    expect(
      lines.some((line) => line.startsWith("newsletter: POST /api/newsletter/unsubscribe?token&lang")),
    ).toBe(true);
    expect(lines.join("\n")).not.toContain(token);
  });

  it("keeps a query's names in order and drops every value", () => {
    expect(withoutQueryValues("/en/confirm?token=abc")).toBe("/en/confirm?token");
    expect(withoutQueryValues("/a?x=1&y&z=")).toBe("/a?x&y&z");
    expect(withoutQueryValues("/en")).toBe("/en");
  });
});
