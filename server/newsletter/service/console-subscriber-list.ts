/** The console's list of subscribers: one page of a query (search by part of an address, filters by
 * state, language and suppression), in the order asked, with how many match. Every filter and
 * order is served by an index of migration 005 or 009 (bench/console.ts measures them at 100,000). */
import { type ExpressionBuilder, sql } from "kysely";
import type {
  SubscriberPage,
  SubscriberQuery,
  SubscriberRow,
  SubscriberSort,
} from "../domain/console-api.ts";
import type { NewsletterSchema } from "../storage/schema.ts";
import type { ServiceContext } from "./context.ts";
import { subscriberCounts, suppressedCount } from "./stats.ts";

const sortColumns: Record<
  SubscriberSort,
  "email_key" | "signed_up_at" | "confirmed_at" | "status" | "language"
> = {
  email: "email_key",
  signedUpAt: "signed_up_at",
  confirmedAt: "confirmed_at",
  status: "status",
  language: "language",
};

const iso = (time: number) => new Date(time).toISOString();

/** `%` and `_` typed by the operator are searched for as themselves. */
export function likePattern(search: string): string {
  return `%${search
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

type Where = ExpressionBuilder<NewsletterSchema, "subscribers">;

function isSuppressed(eb: Where) {
  return eb.exists(
    eb
      .selectFrom("suppressions")
      .select("suppressions.address_hash")
      .whereRef("suppressions.address_hash", "=", "subscribers.address_hash"),
  );
}

export async function subscriberPage(
  context: ServiceContext,
  query: SubscriberQuery,
): Promise<SubscriberPage> {
  const { db } = context;
  const pageSize = query.pageSize ?? 25;
  const page = Math.max(0, query.page ?? 0);
  let filtered = db.selectFrom("subscribers");
  const search = query.search?.trim();
  if (search) filtered = filtered.where(sql<boolean>`email_key like ${likePattern(search)} escape '\\'`);
  if (query.status) filtered = filtered.where("status", "=", query.status);
  if (query.language) filtered = filtered.where("language", "=", query.language);
  if (query.suppressed !== undefined) {
    filtered = filtered.where((eb) => (query.suppressed ? isSuppressed(eb) : eb.not(isSuppressed(eb))));
  }

  const column = sortColumns[query.sort ?? "signedUpAt"];
  const direction = (query.descending ?? query.sort === undefined) ? "desc" : "asc";
  const rows = await filtered
    .select(["email", "email_key", "language", "status", "signed_up_at", "confirmed_at"])
    .select((eb) => isSuppressed(eb).as("suppressed"))
    .orderBy(column, direction)
    // A stable order within equal values, so no row shows on two pages.
    .orderBy("email_key", direction)
    .limit(pageSize)
    .offset(page * pageSize)
    .execute();
  const { total } = await filtered
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .executeTakeFirstOrThrow();
  const counts = { pending: 0, confirmed: 0, unsubscribed: 0, suppressed: await suppressedCount(db) };
  for (const row of await subscriberCounts(db)) counts[row.status] += Number(row.count);
  return {
    rows: rows.map(
      (row): SubscriberRow => ({
        email: row.email,
        language: row.language,
        status: row.status,
        suppressed: Boolean(Number(row.suppressed)),
        signedUpAt: iso(row.signed_up_at),
        confirmedAt: row.confirmed_at === null ? null : iso(row.confirmed_at),
      }),
    ),
    total: Number(total),
    page,
    pageSize,
    counts,
  };
}
