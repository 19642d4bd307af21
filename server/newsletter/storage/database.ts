/** Layer storage/: owns the tables, migrations, every query and durability; imports domain/ only
 * (biome.json, decision 024). One Kysely instance over the embedded file or PostgreSQL, migrated first. */
import { existsSync, statSync } from "node:fs";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { migrateToLatest } from "./migrations.ts";
import { openNodeSqlite } from "./node-sqlite-database.ts";
import type { NewsletterDatabase, NewsletterSchema } from "./schema.ts";
import { walFlusher } from "./wal-flush.ts";

export type DatabaseTarget =
  /** `schema` puts the tables in their own PostgreSQL schema (tests run files side by side). */
  { kind: "postgres"; url: string; schema?: string } | { kind: "sqlite"; file: string };

const bigintOid = 20;

function postgresDialect(url: string, schema: string | undefined): PostgresDialect {
  // Times are bigint columns, which pg returns as strings unless told otherwise (per pool, not globally).
  const types = {
    getTypeParser: (oid: number, format?: "text" | "binary") =>
      oid === bigintOid ? Number : pg.types.getTypeParser(oid, format),
  };
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    types,
    connectionTimeoutMillis: 5000,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client losing its connection (database restart) must not crash the server.
  pool.on("error", () => {});
  return new PostgresDialect({ pool });
}

/** The embedded file's group commit and WAL truncation; PostgreSQL and memory have neither. */
const embedded = new WeakMap<NewsletterDatabase, { flush(): Promise<void>; truncate(): Promise<boolean> }>();
const alreadyDurable = async () => {};

/** Awaited before acknowledging a write, so every commit so far survives a power cut. PostgreSQL's commit
 * already waits for its flush; the embedded file shares one fsync among the commits waiting. */
export function durability(db: NewsletterDatabase): () => Promise<void> {
  return embedded.get(db)?.flush ?? alreadyDurable;
}

/** What was deleted survives in no old WAL frame (decision 030). Waits for no other process: one busy
 * writing makes it return false, to be tried again later. */
export function walTruncation(db: NewsletterDatabase): (() => Promise<boolean>) | undefined {
  return embedded.get(db)?.truncate;
}

async function truncateWal(db: NewsletterDatabase, walFile: string): Promise<boolean> {
  // Nothing written since the last truncation: no checkpoint, no fsync.
  if (!existsSync(walFile) || statSync(walFile).size === 0) return true;
  return db.connection().execute(async (connection) => {
    // busy_timeout would hold Node's one thread for up to 5 s behind another process's transaction.
    await sql`pragma busy_timeout = 0`.execute(connection);
    try {
      const { rows } = await sql<{ busy: number }>`pragma wal_checkpoint(truncate)`.execute(connection);
      return rows[0]?.busy === 0;
    } finally {
      await sql`pragma busy_timeout = 5000`.execute(connection);
    }
  });
}

export async function openDatabase(target: DatabaseTarget): Promise<NewsletterDatabase> {
  const dialect =
    target.kind === "postgres"
      ? postgresDialect(target.url, target.schema)
      : new SqliteDialect({ database: openNodeSqlite(target.file) });
  const db = new Kysely<NewsletterSchema>({ dialect });
  if (target.kind === "sqlite" && target.file !== ":memory:") {
    embedded.set(db, {
      flush: walFlusher(target.file),
      truncate: () => truncateWal(db, `${target.file}-wal`),
    });
  }
  try {
    let schema: string | undefined;
    if (target.kind === "postgres") {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
      schema = rows[0]?.schema;
    }
    await migrateToLatest(db as unknown as Kysely<unknown>, schema);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

export function isPostgres(target: DatabaseTarget): boolean {
  return target.kind === "postgres";
}
