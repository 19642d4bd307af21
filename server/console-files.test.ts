// @vitest-environment node
/** The console's files beside the site: its page at every console path, its assets immutable, all of it
 * noindex and under the site's security headers; a 503 that says what to do when it is not built. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makeTestBuild, testHashes } from "#tests/support/test-build.ts";
import { consoleFiles } from "./console-files.ts";
import { securityHeaders } from "./serving-rules.ts";
import { createSiteApp } from "./site-app.ts";

const site = makeTestBuild();
const consoleRoot = mkdtempSync(path.join(tmpdir(), "console-files-"));
const page =
  '<!doctype html><title>Console</title><script type="module" src="/admin/assets/main-A1.js"></script>';
mkdirSync(path.join(consoleRoot, "assets"));
writeFileSync(path.join(consoleRoot, "index.html"), page);
writeFileSync(path.join(consoleRoot, "assets", "main-A1.js"), "console.log('console');");

async function serve(root: string) {
  return createSiteApp({
    root: site.root,
    scriptHashes: testHashes,
    log: () => {},
    routes: async (scope) => {
      await scope.register(consoleFiles(root));
    },
  });
}

afterAll(() => {
  site.cleanup();
  rmSync(consoleRoot, { recursive: true, force: true });
});

describe("the console's files", () => {
  it("answers every console path with its page, no-store and noindex, under the site's CSP", async () => {
    const app = await serve(consoleRoot);
    for (const url of ["/admin", "/admin/sign-in", "/admin/issues", "/admin/anything?x=1"]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(page);
      expect(response.headers).toMatchObject({
        "content-type": "text/html; charset=utf-8",
        "cache-control": "no-store",
        "x-robots-tag": "noindex, nofollow",
        "content-security-policy": securityHeaders(testHashes)["Content-Security-Policy"],
        "x-frame-options": "DENY",
      });
    }
    const script = await app.inject({ url: "/admin/assets/main-A1.js" });
    expect(script.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(script.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(script.body).toBe("console.log('console');");
    expect((await app.inject({ url: "/admin/assets/missing.js" })).statusCode).toBe(404);
    // The site's own pages are untouched.
    expect((await app.inject({ url: "/en" })).body).toBe(site.files["en/index.html"]);
    await app.close();
  });

  it("says how to build it when it is not built", async () => {
    const app = await serve(path.join(consoleRoot, "nowhere"));
    const response = await app.inject({ url: "/admin/issues" });
    expect(response.statusCode).toBe(503);
    expect(response.body).toMatch(/NEWSLETTER_MODE=live/);
    await app.close();
  });

  it("is not there at all without the live newsletter: /admin is an unknown path", async () => {
    const app = await createSiteApp({ root: site.root, scriptHashes: testHashes, log: () => {} });
    const response = await app.inject({ url: "/admin" });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/en");
    await app.close();
  });
});
