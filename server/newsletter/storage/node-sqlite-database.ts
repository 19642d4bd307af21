/** Node's built-in SQLite (`node:sqlite`) behind the small interface Kysely's SqliteDialect expects
 * (the better-sqlite3 subset): no native add-on to build, nothing to download. */
import { DatabaseSync, type StatementSync } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";
import { prepareSqliteFile, securePrivateFiles, sqliteFiles } from "./data-files.ts";

const statementCacheSize = 200;

function wrapStatement(statement: StatementSync): SqliteStatement {
  return {
    // A statement returns rows when it has result columns (SELECT, or anything with RETURNING).
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...(parameters as never[])),
    run: (parameters) => statement.run(...(parameters as never[])),
    iterate: (parameters) => statement.iterate(...(parameters as never[])),
  };
}

export function openNodeSqlite(file: string): SqliteDatabase {
  if (file !== ":memory:") prepareSqliteFile(file);
  const database = new DatabaseSync(file);
  database.exec(`
    -- Deleted rows are overwritten with zeros, not left in free pages (decision 030).
    PRAGMA secure_delete = ON;
    PRAGMA journal_mode = WAL;
    -- The WAL's fsync is left to wal-flush.ts, which the commits waiting for it share (decision 022).
    PRAGMA synchronous = NORMAL;
    PRAGMA busy_timeout = 5000;
    PRAGMA foreign_keys = ON;
    -- 32 MB of pages, not 2: the Courses screen's counts halved in time (bench/courses.ts, decision 036).
    PRAGMA cache_size = -32768;
  `);
  // The -wal and -shm now exist: 0600 like the database file, or tightened here if made before that rule.
  if (file !== ":memory:") securePrivateFiles(sqliteFiles(file));
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      // A deferred `begin` fails with SQLITE_BUSY when upgraded to a write lock while another process
      // writes, which busy_timeout cannot wait out; `begin immediate` takes the lock up front and waits.
      const text = sql === "begin" ? "begin immediate" : sql;
      let statement = cache.get(text);
      if (!statement) {
        statement = wrapStatement(database.prepare(text));
        if (cache.size >= statementCacheSize) cache.delete(cache.keys().next().value as string);
        cache.set(text, statement);
      }
      return statement;
    },
  };
}
