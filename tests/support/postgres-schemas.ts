/**
 * The PostgreSQL storage tests' schemas, one per test database. Kysely's introspection (the migrator asks
 * it whether its table exists) reads every schema in the database and fails with "schema … does not
 * exist" when another file drops its schema during that read. So no file drops its own: each schema
 * carries this run's prefix, and Vitest's global teardown drops the run's schemas once every file is done.
 */
import { randomUUID } from "node:crypto";
import pg from "pg";

/** A new schema name of this run (the prefix is set by `setup`, in Vitest's main process). */
export const testSchemaName = () =>
  `${process.env.TEST_SCHEMA_PREFIX ?? "test_"}${randomUUID().replaceAll("-", "")}`;

async function onDatabase(statement: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await statement(client);
  } finally {
    await client.end();
  }
}

export function setup(): void {
  process.env.TEST_SCHEMA_PREFIX = `test_${randomUUID().slice(0, 8)}_`;
}

export async function teardown(): Promise<void> {
  const prefix = process.env.TEST_SCHEMA_PREFIX;
  if (!prefix) return;
  await onDatabase(async (client) => {
    const { rows } = await client.query<{ name: string }>(
      "select nspname as name from pg_namespace where starts_with(nspname, $1)",
      [prefix],
    );
    if (rows.length > 0) await client.query(`drop schema ${rows.map((row) => row.name).join(", ")} cascade`);
  });
}
