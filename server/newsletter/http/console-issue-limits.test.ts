// @vitest-environment node
/** An issue's Markdown through the console API: refused beyond its bounds with a clear 4xx, and
 * rendered off the server's thread, so the console and the site keep answering meanwhile (issue 31). */
import { describe, expect, it, vi } from "vitest";
import { consoleApi } from "#shared/console-paths.ts";
import { consoleOnDatabase } from "#tests/support/console-on-database.ts";
import { slowButAllowedIssue } from "#tests/support/slow-markdown.ts";
import { type TestDatabase, testDatabases } from "#tests/support/test-databases.ts";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const [database] = testDatabases();

describe("issue Markdown through the console API", () => {
  const t = consoleOnDatabase(database as TestDatabase, { start: Date.parse("2026-11-28T12:00:00Z") });
  const { post } = t;

  it("refuses a deeply nested or an oversized issue with 422 or 413 and a code the console explains", async () => {
    const deep = await post(consoleApi.issuePreview, {
      language: "en",
      markdown: `# Deep\n\n${">".repeat(5000)} x`,
    });
    expect([deep.statusCode, deep.json()]).toEqual([422, { error: "issue_too_deep" }]);
    for (const url of [consoleApi.issueTest, consoleApi.issueSend]) {
      const refused = await post(url, { language: "en", markdown: `# Deep\n\n${"- ".repeat(40)}x` });
      expect(refused.json()).toEqual({ error: "issue_too_deep" });
    }
    const large = await post(consoleApi.issuePreview, {
      language: "en",
      markdown: `# Long\n\n${"word ".repeat(21_000)}`,
    });
    expect([large.statusCode, large.json()]).toEqual([413, { error: "issue_too_large" }]);
    expect(await t.db.selectFrom("issues").select("id").execute()).toEqual([]);
  });

  it("previews a slow issue, or gives up on it, while another request is answered at once", async () => {
    const started = performance.now();
    const preview = post(consoleApi.issuePreview, { language: "en", markdown: slowButAllowedIssue });
    await new Promise((resolve) => setTimeout(resolve, 50)); // the render is under way
    const asked = performance.now();
    const session = await t.get(consoleApi.session);
    const answeredIn = performance.now() - asked;
    expect(session.statusCode).toBe(200);
    const rendered = await preview;
    const renderedIn = performance.now() - started;
    // Rendered (about 1 s when the machine is quiet), or given up after 2 s when it is loaded: either
    // way the other request did not wait for it.
    if (rendered.statusCode === 200) expect(rendered.json()).toMatchObject({ subject: "Quoted lists" });
    else expect([rendered.statusCode, rendered.json()]).toEqual([422, { error: "issue_too_complex" }]);
    expect(answeredIn).toBeLessThan(renderedIn / 3);
  });
});
