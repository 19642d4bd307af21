/** The layer rule of decision 024 that Biome cannot see: the service builds no query. It calls
 * storage/'s functions and composes them; it may open a transaction (`db.transaction()`), whose
 * boundaries are what it decides. Biome keeps `kysely` itself out (biome.json). */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const folder = new URL("./", import.meta.url);
const serviceFiles = readdirSync(folder).filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"));

/** A query builder's entry points, Kysely's `sql` tag, and running a built query. */
const query =
  /\.(selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|selectNoFrom|with|withRecursive)\(|\bsql\s*(`|<|\.)|\.execute(TakeFirst|TakeFirstOrThrow)?\(\s*\)|\.getExecutor\(/;

function queriesIn(source: string): string[] {
  return source.split("\n").filter((line) => query.test(line));
}

describe("service/", () => {
  it("finds a query where one is built", () => {
    expect(queriesIn('const row = await db.selectFrom("subscribers").selectAll();')).toHaveLength(1);
    expect(queriesIn("await sql`delete from outbox`.execute(db);")).toHaveLength(1);
    expect(queriesIn("  .executeTakeFirst();")).toHaveLength(1);
    expect(queriesIn("await context.db.transaction().execute(async (trx) => {")).toEqual([]);
  });

  it.each(serviceFiles)("%s builds no query: storage/ does", (name) => {
    expect(queriesIn(readFileSync(new URL(name, folder), "utf8"))).toEqual([]);
  });
});
