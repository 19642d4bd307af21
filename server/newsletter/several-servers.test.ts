// @vitest-environment node
/** Two servers on one PostgreSQL database, as behind a load balancer without sticky sessions (issue 31,
 * decision 035): a client's limit is counted once across both, a preview made on one is served by the
 * other, and an issue whose queueing one left unfinished is finished by the other. PostgreSQL only: the
 * embedded database has one server process. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { consoleApi } from "#shared/console-paths.ts";
import { confirmedSubscriber } from "#tests/support/confirmed-subscriber.ts";
import { linkTokensOf } from "#tests/support/link-tokens.ts";
import { testPages } from "#tests/support/page-actions.ts";
import { signUpBody } from "#tests/support/sign-up-form.ts";
import { testDatabases } from "#tests/support/test-databases.ts";
import { readNewsletterConfig } from "./config.ts";
import { createNewsletter, type Newsletter } from "./create-newsletter.ts";
import type { MailTransport } from "./delivery/transport.ts";
import { linkKeyOf } from "./domain/tokens.ts";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const postgres = testDatabases().find((database) => database.target.kind === "postgres");
const origin = "https://www.skattlyktan.example";
const operator = "operator@skattlyktan.example";
/** Every server of one newsletter signs its links with the same key (docs/operating-the-newsletter.md: several servers). */
const secret = "several-servers-share-one-link-key-0123456789";
/** Mail goes nowhere: these tests are about the database the servers share. */
const transport: MailTransport = { send: async () => {}, close: () => {} };

describe.skipIf(!postgres)("two servers on one PostgreSQL", () => {
  const database = postgres as NonNullable<typeof postgres>;
  const root = mkdtempSync(path.join(tmpdir(), "newsletter-servers-"));
  const servers: { newsletter: Newsletter; app: FastifyInstance }[] = [];
  let cookie = "";

  async function server(): Promise<{ newsletter: Newsletter; app: FastifyInstance }> {
    const env = { NEWSLETTER_MODE: "live", NEWSLETTER_ADMINS: operator, NEWSLETTER_SECRET: secret };
    const config = {
      ...readNewsletterConfig(env, { root, publicOrigin: origin }),
      database: database.target,
    };
    const newsletter = await createNewsletter(config, {
      log: () => {},
      transport,
      resumeQueueingEveryMs: 100,
    });
    const app = Fastify();
    await app.register(newsletter.routesPlugin, { pages: testPages });
    servers.push({ newsletter, app });
    return { newsletter, app };
  }

  beforeAll(async () => {
    await (await database.open()).destroy(); // the schema, migrated
    await server();
    await server();
  });
  afterAll(async () => {
    for (const { app, newsletter } of servers) {
      await app.close();
      await newsletter.close();
    }
    await database.cleanUp();
    rmSync(root, { recursive: true, force: true });
  });

  it("counts one client network's sign-ups across both: 10 a minute, not 10 on each", async () => {
    // Each from the next address of one IPv4 /24, then of one IPv6 /56 (issue 52).
    for (const [network, addressOf] of [
      (n: number) => `203.0.113.${n + 1}`,
      (n: number) => `2001:db8:7:${(n * 8).toString(16)}::${n + 1}`,
    ].entries()) {
      const statuses: number[] = [];
      for (let n = 0; n < 20; n++) {
        const { app } = servers[n % 2] as (typeof servers)[number];
        const response = await app.inject({
          method: "POST",
          url: "/en/sign-up",
          headers: { origin, "content-type": "application/x-www-form-urlencoded" },
          payload: signUpBody({ email: `reader${n}-${network}@example.se`, language: "en" }),
          remoteAddress: addressOf(n),
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.filter((status) => status === 302)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    }
    // Another client is counted on its own.
    const other = await servers[1]?.app.inject({
      method: "POST",
      url: "/en/sign-up",
      headers: { origin, "content-type": "application/x-www-form-urlencoded" },
      payload: signUpBody({ email: "someone@example.se", language: "en" }),
      remoteAddress: "198.51.100.9",
    });
    expect(other?.statusCode).toBe(302);
  });

  it("serves a preview made on one server from the other", async () => {
    const [first, second] = servers as [(typeof servers)[number], (typeof servers)[number]];
    const post = (app: FastifyInstance, url: string, payload: object) =>
      app.inject({ method: "POST", url, payload, headers: cookie ? { origin, cookie } : { origin } });
    await post(first.app, consoleApi.signInRequest, { email: operator });
    const link = await until(() =>
      first.newsletter.db
        .selectFrom("outbox")
        .select("id")
        .where("kind", "=", "operator-sign-in")
        .executeTakeFirst(),
    );
    const signedIn = await post(second.app, consoleApi.signInComplete, {
      token: linkTokensOf(link, linkKeyOf(secret)).signInToken,
    });
    cookie = String(signedIn.headers["set-cookie"]).split(";")[0] as string;
    const preview = await post(first.app, consoleApi.issuePreview, {
      language: "en",
      markdown: "# Shared\n\nHello.",
    });
    expect(preview.statusCode).toBe(200);
    const frame = await second.app.inject({
      method: "GET",
      url: preview.json().htmlUrl,
      headers: { cookie },
    });
    expect(frame.statusCode).toBe(200);
    expect(frame.body).toContain("Shared");
  });

  it("finishes an issue whose queueing a dead server left, once its lease lapsed, and not before", async () => {
    const [first, second] = servers as [(typeof servers)[number], (typeof servers)[number]];
    const { db, service } = first.newsletter;
    for (const email of ["ada@example.se", "bo@example.se"])
      await confirmedSubscriber(service, db, email, "en", linkKeyOf(secret));
    // A send begun on a server that then died: stored, nothing queued, its lease still held a while.
    const issue = await service.beginIssue("# Left behind\n\nBody.", "en");
    const claim = (until: number) =>
      db
        .updateTable("issues")
        .set({ queue_owner: "a-dead-server", queue_lease_until: until })
        .where("id", "=", issue.id)
        .execute();
    await claim(Date.now() + 60_000);
    const looks = vi.spyOn(second.newsletter.service, "unfinishedIssues");
    second.newsletter.start();
    // A second look starts only once the first pass, with the lease still held, has finished.
    await vi.waitFor(() => expect(looks.mock.calls.length).toBeGreaterThanOrEqual(2), { timeout: 10_000 });
    const mails = () =>
      db.selectFrom("outbox").select("recipient").where("issue_id", "=", issue.id).execute();
    expect(await mails()).toEqual([]);
    await claim(Date.now() - 1);
    await until(async () => ((await mails()).length === 2 ? true : undefined));
    // The issue is marked queued just after its last batch commits: wait for that, not only the mails.
    const issueRow = () =>
      db
        .selectFrom("issues")
        .select(["queued_at", "queue_owner"])
        .where("id", "=", issue.id)
        .executeTakeFirstOrThrow();
    const row = await until(async () => {
      const current = await issueRow();
      return current.queued_at === null ? undefined : current;
    });
    expect(row.queued_at).not.toBeNull();
    expect(row.queue_owner).toBeNull();
    expect(await mails()).toHaveLength(2);
  });
});

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("Timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
