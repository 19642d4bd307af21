// @vitest-environment node
/** An issue's Markdown through the console API: refused beyond its bounds with a clear 4xx, and
 * rendered off the server's thread, so the console and the site keep answering meanwhile (issue 31). */
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { consoleApi } from "#shared/console-paths.ts";
import { linkTokensOf, testLinkKey } from "#tests/support/link-tokens.ts";
import { slowButAllowedIssue } from "#tests/support/slow-markdown.ts";
import { testDatabases } from "#tests/support/test-databases.ts";
import { createNewsletterService } from "../service/service.ts";
import type { NewsletterDatabase } from "../storage/schema.ts";
import { consoleRoutes } from "./console-routes.ts";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const [database] = testDatabases();
const origin = "https://www.skattlyktan.example";
const operator = "operator@skattlyktan.example";

describe("issue Markdown through the console API", () => {
  let db: NewsletterDatabase;
  let app: FastifyInstance;
  let cookie = "";
  const post = (url: string, payload: object) =>
    app.inject({ method: "POST", url, payload, headers: cookie ? { origin, cookie } : { origin } });

  beforeAll(async () => {
    db = await (database as NonNullable<typeof database>).open();
    const service = createNewsletterService({
      db,
      linkKey: testLinkKey,
      messageDomain: "skattlyktan.example",
      admins: [operator],
      publicOrigin: origin,
    });
    app = Fastify();
    await app.register(consoleRoutes, { service, publicOrigin: origin, log: () => {}, rateLimit: false });
    await post(consoleApi.signInRequest, { email: operator });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const mail = await db
      .selectFrom("outbox")
      .select("id")
      .where("kind", "=", "operator-sign-in")
      .executeTakeFirstOrThrow();
    const signedIn = await post(consoleApi.signInComplete, { token: linkTokensOf(mail).signInToken });
    cookie = String(signedIn.headers["set-cookie"]).split(";")[0] as string;
  });
  afterAll(async () => {
    await app.close();
    await db.destroy();
    await database?.cleanUp();
  });

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
    expect(await db.selectFrom("issues").select("id").execute()).toEqual([]);
  });

  it("previews a slow issue, or gives up on it, while another request is answered at once", async () => {
    const started = performance.now();
    const preview = post(consoleApi.issuePreview, { language: "en", markdown: slowButAllowedIssue });
    await new Promise((resolve) => setTimeout(resolve, 50)); // the render is under way
    const asked = performance.now();
    const session = await app.inject({ method: "GET", url: consoleApi.session, headers: { cookie } });
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
