/** How many rows a query matches: the one way storage/ counts. */
import type { SelectQueryBuilder } from "kysely";

export async function countOf<DB, TB extends keyof DB>(query: SelectQueryBuilder<DB, TB, object>) {
  const row = await query.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow();
  return Number((row as { n: number | string }).n);
}
