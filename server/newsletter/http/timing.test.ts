// @vitest-environment node
/** The answer to a sign-up must not tell whether the address is known: the same status and body, and a
 * response time within a few milliseconds (issue 18 sets 5 ms). Measured through the HTTP layer on the
 * embedded database, alternating new and known addresses so drift hits both alike. */
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkTokensOf, testLinkKey } from "#tests/support/link-tokens.ts";
import { testPages } from "#tests/support/page-actions.ts";
import { signUpBody } from "#tests/support/sign-up-form.ts";
import { testDatabases } from "#tests/support/test-databases.ts";
import { createNewsletterService } from "../service/service.ts";
import type { NewsletterDatabase } from "../storage/schema.ts";
import { newsletterRoutes } from "./routes.ts";

const [database] = testDatabases();
const rounds = 100;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

describe("sign-up timing", () => {
  let db: NewsletterDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await (database as NonNullable<typeof database>).open();
    const service = createNewsletterService({
      linkKey: testLinkKey,
      db,
      messageDomain: "skattlyktan.example",
    });
    app = Fastify();
    await app.register(newsletterRoutes, {
      service,
      publicOrigin: "https://www.skattlyktan.example",
      rateLimit: false,
      pages: testPages,
    });
    // Known addresses in every state a visitor might probe: confirmed, pending and unsubscribed.
    for (let index = 0; index < rounds; index++) {
      const email = `known${index}@example.com`;
      await service.subscribe({ email, language: "en", formVersion: "v1" });
      const row = await db
        .selectFrom("outbox")
        .select("id")
        .where("recipient", "=", email)
        .executeTakeFirstOrThrow();
      const tokens = linkTokensOf(row);
      if (index % 3 === 0) await service.confirm(tokens.confirmToken);
      if (index % 3 === 1) await service.unsubscribe(tokens.unsubscribeToken);
    }
  }, 30_000);
  afterAll(async () => {
    await app.close();
    await db.destroy();
    await database?.cleanUp();
  });

  async function timed(email: string) {
    const started = performance.now();
    const response = await app.inject({
      method: "POST",
      url: "/en/sign-up",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: signUpBody({ email, language: "en" }),
    });
    return { ms: performance.now() - started, status: response.statusCode, body: response.body };
  }

  it("answers a new and a known address alike, within 5 ms", async () => {
    for (let index = 0; index < 30; index++) await timed(`warm${index}@example.com`);
    const fresh: number[] = [];
    const known: number[] = [];
    for (let index = 0; index < rounds; index++) {
      const a = await timed(`new${index}@example.com`);
      const b = await timed(`known${index}@example.com`);
      expect([b.status, b.body]).toEqual([a.status, a.body]);
      fresh.push(a.ms);
      known.push(b.ms);
    }
    const difference = Math.abs(median(fresh) - median(known));
    console.log(
      `sign-up timing over ${rounds} pairs: new ${median(fresh).toFixed(2)} ms, known ${median(known).toFixed(2)} ms (median), difference ${difference.toFixed(2)} ms`,
    );
    expect(difference).toBeLessThan(5);
  }, 30_000);
});
