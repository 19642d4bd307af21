// @vitest-environment node
/** What each migration does to the schema, on both engines, read back from the database's catalogue:
 * the snapshot pins the tables, columns, keys and indexes after every version, so a migration written
 * another way must leave every earlier database (upgraded) and a new one with the same schema. */
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import { type MigrationProvider, Migrator } from "kysely/migration";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { testSchemaName } from "#tests/support/postgres-schemas.ts";
import { addressHash } from "../domain/addresses.ts";
import { migrations } from "./migrations.ts";
import { openNodeSqlite } from "./node-sqlite-database.ts";

interface Engine {
  name: string;
  open(): Promise<{ db: Kysely<unknown>; schema?: string; cleanUp(): Promise<void> }>;
  describe(db: Kysely<unknown>, schema?: string): Promise<string[]>;
}

const sqlite: Engine = {
  name: "embedded (node:sqlite)",
  async open() {
    const file = path.join(tmpdir(), `migrations-${randomUUID()}.db`);
    const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: openNodeSqlite(file) }) });
    return {
      db,
      async cleanUp() {
        await db.destroy();
        for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
      },
    };
  },
  async describe(db) {
    const lines: string[] = [];
    const { rows: tables } = await sql<{ name: string }>`select name from sqlite_master
      where type = 'table' and name not like 'kysely%' and name not like 'sqlite%' order by name`.execute(db);
    for (const { name: table } of tables) {
      const { rows: columns } = await sql<Record<string, unknown>>`
        select cid, name, type, "notnull", dflt_value, pk from pragma_table_info(${table}) order by cid`.execute(
        db,
      );
      for (const c of columns) {
        lines.push(
          `${table}.${c.name} #${c.cid} ${c.type} notnull=${c.notnull} default=${c.dflt_value} pk=${c.pk}`,
        );
      }
      const { rows: keys } = await sql<Record<string, unknown>>`
        select "table", "from", "to", on_delete from pragma_foreign_key_list(${table})
        order by "from"`.execute(db);
      for (const k of keys)
        lines.push(`${table}.${k.from} references ${k.table}.${k.to} on delete ${k.on_delete}`);
      const { rows: indexes } = await sql<Record<string, unknown>>`
        select name, "unique", origin from pragma_index_list(${table}) order by name`.execute(db);
      for (const index of indexes) {
        const { rows: parts } = await sql<{ name: string }>`
          select name from pragma_index_info(${index.name}) order by seqno`.execute(db);
        const columns = parts.map((part) => part.name).join(", ");
        lines.push(`${table} index ${index.name} (${columns}) unique=${index.unique} origin=${index.origin}`);
      }
    }
    return lines;
  },
};

function postgres(url: string): Engine {
  return {
    name: "PostgreSQL",
    async open() {
      const schema = testSchemaName();
      const pool = new pg.Pool({ connectionString: url, options: `-c search_path=${schema}` });
      const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
      await sql.raw(`create schema ${schema}`).execute(db);
      return {
        db,
        schema,
        // The schema stays until the run ends (tests/support/postgres-schemas.ts).
        cleanUp: () => db.destroy(),
      };
    },
    async describe(db, schema) {
      const { rows: columns } = await sql<Record<string, unknown>>`
        select table_name, column_name, ordinal_position, data_type, is_nullable, column_default from information_schema.columns
        where table_schema = current_schema() and table_name not like 'kysely%'
        order by table_name, ordinal_position`.execute(db);
      const { rows: constraints } = await sql<Record<string, unknown>>`
        select conrelid::regclass::text as table_name, conname, pg_get_constraintdef(oid) as definition
        from pg_constraint where connamespace = current_schema()::regnamespace
          and conrelid::regclass::text not like 'kysely%'
        order by 1, 2`.execute(db);
      const { rows: indexes } = await sql<Record<string, unknown>>`
        select tablename, indexdef from pg_indexes
        where schemaname = current_schema() and tablename not like 'kysely%' order by 1, indexname`.execute(
        db,
      );
      return [
        ...columns.map(
          (c) =>
            `${c.table_name}.${c.column_name} #${c.ordinal_position} ${c.data_type} nullable=${c.is_nullable} default=${c.column_default}`,
        ),
        ...constraints.map((c) => `${c.table_name} constraint ${c.conname} ${c.definition}`),
        ...indexes.map((i) => `${i.tablename} ${String(i.indexdef).replaceAll(`${schema}.`, "")}`),
      ].sort();
    },
  };
}

const url = process.env.TEST_DATABASE_URL;
const engines = url ? [sqlite, postgres(url)] : [sqlite];
const provider: MigrationProvider = { getMigrations: async () => migrations };

const migratorOf = (db: Kysely<unknown>, schema?: string) =>
  new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });

describe.each(engines)("the migrations on $name", (engine) => {
  it("change the schema, version by version, as the snapshot records", async () => {
    const { db, schema, cleanUp } = await engine.open();
    try {
      const migrator = migratorOf(db, schema);
      const changes: Record<string, { added: string[]; removed: string[] }> = {};
      let before: string[] = [];
      for (const name of Object.keys(migrations).sort()) {
        const { error } = await migrator.migrateTo(name);
        expect(error).toBeUndefined();
        const after = await engine.describe(db, schema);
        changes[name] = {
          added: after.filter((line) => !before.includes(line)),
          removed: before.filter((line) => !after.includes(line)),
        };
        before = after;
      }
      expect(changes).toMatchSnapshot();
    } finally {
      await cleanUp();
    }
  }, 60_000); // eleven versions, each read back from the catalogue: slow on a busy PostgreSQL

  it("fill in the columns they add from the rows there: a subscriber's address hash, a draft's author", async () => {
    const { db, schema, cleanUp } = await engine.open();
    try {
      const migrator = migratorOf(db, schema);
      await migrator.migrateTo("2026-11-25-008-courses");
      await sql`insert into subscribers (id, email, email_key, language, status, signed_up_at, consent_language,
        consent_form_version, updated_at) values ('s1', 'Anna@Example.se', 'anna@example.se', 'sv', 'pending',
        1, 'sv', 'v1', 1)`.execute(db);
      await migrator.migrateTo("2026-11-25-009-console-lists");
      await sql`insert into drafts (id, language, markdown, operator, created_at, updated_at)
        values ('d1', 'sv', '# Hej', 'op@example.se', 1, 1)`.execute(db);
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const { rows: subscribers } = await sql`select address_hash from subscribers`.execute(db);
      expect(subscribers).toEqual([{ address_hash: addressHash("anna@example.se") }]);
      const { rows: drafts } = await sql`select updated_by from drafts`.execute(db);
      expect(drafts).toEqual([{ updated_by: "op@example.se" }]);
    } finally {
      await cleanUp();
    }
  });
});
