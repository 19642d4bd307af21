/** The databases every storage test runs on: the embedded file database always, and PostgreSQL when
 * TEST_DATABASE_URL names one. On CI a missing PostgreSQL fails the run instead of skipping half of it. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { type DatabaseTarget, openDatabase } from "../../server/newsletter/storage/database.ts";
import type { NewsletterDatabase, NewsletterSchema } from "../../server/newsletter/storage/schema.ts";
import { testSchemaName } from "./postgres-schemas.ts";

export interface TestDatabase {
  name: string;
  target: DatabaseTarget;
  /** A new, empty, migrated database (its own file, or its own PostgreSQL schema). */
  open(): Promise<NewsletterDatabase>;
  /** Drops what `open` made. */
  cleanUp(): Promise<void>;
}

function sqlite(): TestDatabase {
  const directory = mkdtempSync(path.join(tmpdir(), "newsletter-test-"));
  const target: DatabaseTarget = { kind: "sqlite", file: path.join(directory, "newsletter.db") };
  return {
    name: "embedded (node:sqlite)",
    target,
    open: () => openDatabase(target),
    async cleanUp() {
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

function postgres(url: string): TestDatabase {
  const schema = testSchemaName();
  const target: DatabaseTarget = { kind: "postgres", url, schema };
  async function run(statement: string): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }
  return {
    name: "PostgreSQL",
    target,
    async open() {
      await run(`create schema if not exists ${schema}`);
      return openDatabase(target);
    },
    // The schema stays until the run ends (postgres-schemas.ts).
    async cleanUp() {},
  };
}

export function testDatabases(): TestDatabase[] {
  const url = process.env.TEST_DATABASE_URL;
  if (!url && process.env.CI) {
    throw new Error("CI must run the storage tests on PostgreSQL too: set TEST_DATABASE_URL");
  }
  return url ? [sqlite(), postgres(url)] : [sqlite()];
}

/** Every table, those that refer to another before it, so that deleting in this order breaks no
 * foreign key. A record of the schema's tables: one added there and not here is a type error. */
const deletionOrder: Record<keyof NewsletterSchema, true> = {
  operator_links: true,
  operator_sessions: true,
  audit_log: true,
  mail_events: true,
  enrolment_lessons: true,
  enrolments: true,
  course_states: true,
  course_tallies: true,
  tokens: true,
  outbox: true,
  issues: true,
  subscribers: true,
  suppressions: true,
  send_log: true,
  sns_messages: true,
  rate_limits: true,
  previews: true,
  drafts: true,
  unsubscribes: true,
};

/** Empties the database between tests (the migrations stay). */
export async function emptyTables(db: NewsletterDatabase): Promise<void> {
  for (const table of Object.keys(deletionOrder) as (keyof NewsletterSchema)[]) {
    await db.deleteFrom(table).execute();
  }
}
