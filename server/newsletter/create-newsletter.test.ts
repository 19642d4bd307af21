// @vitest-environment node
/** The whole server side as the site server will wire it: config from the environment, the plugin in a
 * Fastify app, the worker started, and no SMTP_URL, so mails land as .eml files with links in the log. */
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { afterAll, describe, expect, it, vi } from "vitest";
import { testPages } from "#tests/support/page-actions.ts";
import { signUpBody } from "#tests/support/sign-up-form.ts";
import { readNewsletterConfig } from "./config.ts";
import { createNewsletter } from "./create-newsletter.ts";

// Generous: on a shared two-core machine an fsync or a PostgreSQL round trip can take a while.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const root = mkdtempSync(path.join(tmpdir(), "newsletter-app-"));

async function until<T>(probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("Timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("createNewsletter", () => {
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("signs up, writes the confirmation as an .eml file, logs its link, confirms and welcomes", async () => {
    const config = readNewsletterConfig(
      { NEWSLETTER_MODE: "live" },
      { root, publicOrigin: "http://localhost:3000" },
    );
    const log: string[] = [];
    const newsletter = await createNewsletter(config, { log: (line) => log.push(line) });
    const app = Fastify();
    await app.register(newsletter.routesPlugin, { pages: testPages });
    newsletter.start();
    try {
      const response = await app.inject({
        method: "POST",
        url: "/se/sign-up",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: signUpBody({ email: "ada@example.com", language: "se" }),
      });
      expect(response.statusCode).toBe(302);
      const line = await until(() => log.find((entry) => entry.includes("confirm: ")));
      const link = /confirm: (\S+)/.exec(line)?.[1] as string;
      expect(link).toMatch(/^http:\/\/localhost:3000\/se\/confirm\?token=[A-Za-z0-9_-]{43}$/);
      const outbox = path.join(root, "data", "outbox");
      const [file] = readdirSync(outbox);
      // Unfolded: long header values continue on indented lines (RFC 5322 folding).
      const eml = readFileSync(path.join(outbox, file as string), "utf8").replace(/\n[ \t]+/g, " ");
      expect(eml).toMatch(
        /^List-Unsubscribe: <http:\/\/localhost:3000\/api\/newsletter\/unsubscribe\?token=/m,
      );
      expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      expect(eml).toMatch(/^Content-Type: text\/plain/m);
      expect(eml).toMatch(/^Content-Type: text\/html/m);

      // The confirm page's button posts to the page's own URL, the mail's link.
      const confirmed = await app.inject({
        method: "POST",
        url: new URL(link).pathname + new URL(link).search,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "",
      });
      expect(confirmed.json()).toEqual({ status: "confirmed", chosen: null });
      // The file is written before the row is marked sent: wait for the row.
      const sent = await until(async () => {
        const { outbox: rows } = await newsletter.service.stats();
        return rows.find((row) => row.status === "sent" && row.count === 2);
      });
      expect(sent).toBeDefined();
      expect(readdirSync(outbox)).toHaveLength(2);
      // The mails' links are in these files: the owner's alone (decision 030).
      expect(statSync(outbox).mode & 0o777).toBe(0o700);
      for (const name of readdirSync(outbox))
        expect(statSync(path.join(outbox, name)).mode & 0o777).toBe(0o600);
    } finally {
      await app.close();
      await newsletter.close();
    }
  });

  it("clears .eml files older than a day from the local outbox with its purge", async () => {
    const purgeRoot = mkdtempSync(path.join(root, "purge-"));
    const outbox = path.join(purgeRoot, "data", "outbox");
    mkdirSync(outbox, { recursive: true });
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    for (const name of ["old.eml", "new.eml"]) writeFileSync(path.join(outbox, name), "Subject: x\n\nlink");
    utimesSync(path.join(outbox, "old.eml"), twoDaysAgo, twoDaysAgo);
    const newsletter = await createNewsletter(
      readNewsletterConfig({ NEWSLETTER_MODE: "live" }, { root: purgeRoot }),
      {
        log: () => {},
      },
    );
    newsletter.start(); // purges at once, then hourly
    try {
      await until(() => (readdirSync(outbox).includes("old.eml") ? undefined : true));
      expect(readdirSync(outbox)).toEqual(["new.eml"]);
    } finally {
      await newsletter.close();
    }
  });

  it("names each mail by its outbox id and serves the events webhook only once its secret is set", async () => {
    const secret = "0123456789abcdef".repeat(4);
    const env = { NEWSLETTER_MODE: "live", BOUNCE_ADDRESS: "bounces@skattlyktan.example" };
    const eventsRoot = mkdtempSync(path.join(root, "events-"));
    const newsletter = await createNewsletter(
      readNewsletterConfig({ ...env, NEWSLETTER_WEBHOOK_SECRET: secret }, { root: eventsRoot }),
      { log: () => {} },
    );
    const app = Fastify();
    await app.register(newsletter.routesPlugin);
    try {
      await newsletter.service.subscribe({ email: "ada@example.com", language: "en", formVersion: "v1" });
      await newsletter.worker.runOnce();
      const [row] = await newsletter.db.selectFrom("outbox").select("id").execute();
      const [file] = readdirSync(path.join(eventsRoot, "data", "outbox"));
      const eml = readFileSync(path.join(eventsRoot, "data", "outbox", file as string), "utf8");
      // nodemailer writes the name as "X-Skattlyktan-Mail-ID"; header names are case-insensitive.
      expect(eml).toMatch(new RegExp(`^X-Skattlyktan-Mail-Id: ${row?.id}$`, "mi"));
      const post = (url: string, headers: Record<string, string>) =>
        app.inject({ method: "POST", url, payload: { email: "ada@example.com", type: "soft" }, headers });
      expect((await post("/api/newsletter/events", {})).statusCode).toBe(401);
      expect((await post("/api/newsletter/events", { authorization: `Bearer ${secret}` })).statusCode).toBe(
        202,
      );
      expect((await post("/api/newsletter/events/ses", {})).statusCode).toBe(404);
      expect((await newsletter.service.stats()).mailEvents).toEqual({ hard: 0, soft: 1, complaint: 0 });
    } finally {
      await app.close();
      await newsletter.close();
    }
  });
});
