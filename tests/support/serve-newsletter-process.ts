/**
 * One live newsletter server as its own process, for tests that run several on one PostgreSQL
 * (server/newsletter/scheduled-issue-processes.test.ts): the newsletter's and console's routes as
 * `npm start` registers them, its background loops started, mail by SMTP to SMTP_URL. The site's pages
 * are left out (no build needed). The database is TEST_DATABASE_URL in the schema TEST_DATABASE_SCHEMA,
 * already migrated by the test. Prints "listening <port>" once it answers.
 */
import Fastify from "fastify";
import { readNewsletterConfig } from "../../server/newsletter/config.ts";
import { createNewsletter } from "../../server/newsletter/create-newsletter.ts";

process.env.NODE_ENV ??= "production";
const url = process.env.TEST_DATABASE_URL;
const schema = process.env.TEST_DATABASE_SCHEMA;
if (!url || !schema) throw new Error("TEST_DATABASE_URL and TEST_DATABASE_SCHEMA are needed");
const log = (line: string) => process.stderr.write(`${line}\n`);
const config = {
  // NEWSLETTER_ROOT: a temporary directory for data/, not the project's.
  ...readNewsletterConfig(process.env, {
    root: process.env.NEWSLETTER_ROOT,
    publicOrigin: process.env.SITE_URL,
  }),
  database: { kind: "postgres" as const, url, schema },
};
const newsletter = await createNewsletter(config, {
  log,
  routes: { rateLimit: false },
  // Seconds, not the default 10: the test waits for the mails, and this keeps the wait short.
  resumeQueueingEveryMs: 250,
  worker: { pollMs: 250 },
});
const app = Fastify();
await app.register(newsletter.routesPlugin);
await app.listen({ port: 0, host: "127.0.0.1" });
newsletter.start();
const address = app.server.address();
process.stdout.write(`listening ${typeof address === "object" && address ? address.port : ""}\n`);

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => newsletter.close())
      .then(() => process.exit(0));
  });
}
