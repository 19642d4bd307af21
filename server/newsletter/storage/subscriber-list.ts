/** The console's list of subscribers: one page of a query, with how many match. Every order is read off
 * an index of migration 009 so no page sorts the table (bench/console.ts: 100,000 subscribers). */
import { type ExpressionBuilder, PostgresAdapter, sql } from "kysely";
import type { SubscriberQuery } from "#shared/console-api.ts";
import type { SubscriberSort } from "#shared/console-paths.ts";
import { countOf } from "./count-of.ts";
import type { NewsletterDatabase, NewsletterSchema } from "./schema.ts";

type Column = "email_key" | "signed_up_at" | "confirmed_at" | "status" | "language";
const orders: Record<SubscriberSort, Column[]> = {
  email: ["email_key"],
  signedUpAt: ["signed_up_at", "email_key"],
  confirmedAt: ["confirmed_at", "email_key"],
  status: ["status", "signed_up_at", "email_key"],
  language: ["language", "signed_up_at", "email_key"],
};

/** `%` and `_` typed by the operator are searched for as themselves. */
function likePattern(search: string): string {
  return `%${search
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** For counts: from the suppression list (a few thousand hashes) through the subscribers' hash index. */
const suppressedHashes = (eb: ExpressionBuilder<NewsletterSchema, "subscribers">) =>
  eb("address_hash", "in", eb.selectFrom("suppressions").select("suppressions.address_hash"));

/** SQLite, without statistics, takes any indexed equality as the way in, even to sort 75,000 rows: there
 * `column || '' = value` serves no index. PostgreSQL plans the plain test well and misjudges the other. */
function equals(column: "status" | "language", value: string, indexed: boolean, postgres: boolean) {
  return indexed || postgres
    ? sql<boolean>`${sql.ref(column)} = ${value}`
    : sql<boolean>`${sql.ref(column)} || '' = ${value}`;
}

/** Which filter's index also gives the order asked (migration 009's indexes lead with it). */
function indexedFilter(sort: SubscriberSort, query: SubscriberQuery): "status" | "language" | undefined {
  if (sort === "signedUpAt") return query.status ? "status" : query.language ? "language" : undefined;
  if (sort === "status" && query.status) return "status";
  if (sort === "language" && query.language) return "language";
  return undefined;
}

/** One page of the list in the order asked, and how many match. */
export async function subscriberListPage(db: NewsletterDatabase, query: SubscriberQuery) {
  const pageSize = query.pageSize ?? 25;
  const page = Math.max(0, query.page ?? 0);
  const sort = query.sort ?? "signedUpAt";
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  /** `by` names the filter an index should serve, if any. */
  const filteredBy = (by: "status" | "language" | undefined) => {
    let filtered = db.selectFrom("subscribers");
    const search = query.search?.trim();
    if (search) filtered = filtered.where(sql<boolean>`email_key like ${likePattern(search)} escape '\\'`);
    if (query.status) filtered = filtered.where(equals("status", query.status, by === "status", postgres));
    if (query.language) {
      filtered = filtered.where(equals("language", query.language, by === "language", postgres));
    }
    // Enrolled in a course: one probe per row of the (subscriber_id, course) unique index.
    const { course } = query;
    if (course) {
      filtered = filtered.where(({ exists, selectFrom }) =>
        exists(
          selectFrom("enrolments")
            .select("enrolments.id")
            .whereRef("enrolments.subscriber_id", "=", "subscribers.id")
            .where("enrolments.course", "=", course),
        ),
      );
    }
    return filtered;
  };
  const rowsBy = indexedFilter(sort, query);
  // For a count: any filter's index, unless the suppression list should drive it.
  const countBy = query.status ? "status" : query.language ? "language" : undefined;
  let filtered = filteredBy(rowsBy);
  // Redundant but not idle: PostgreSQL's index keeps NULLs last, so the walk passed every pending row.
  if (sort === "confirmedAt" && (query.status === "confirmed" || query.status === "unsubscribed")) {
    filtered = filtered.where("confirmed_at", "is not", null);
  }
  // The rows walk their order's index, each tested against the suppression list, up to the page's end.
  const matching =
    query.suppressed === undefined
      ? filtered
      : filtered.where((eb) => {
          const listed = eb(
            sql<string>`coalesce(address_hash, '')`,
            "in",
            eb.selectFrom("suppressions").select("suppressions.address_hash"),
          );
          return query.suppressed ? listed : eb.not(listed);
        });

  const direction = (query.descending ?? query.sort === undefined) ? "desc" : "asc";
  let ordered = matching.select([
    "id",
    "email",
    "email_key",
    "address_hash",
    "language",
    "status",
    "signed_up_at",
    "confirmed_at",
  ]);
  for (const column of orders[sort]) ordered = ordered.orderBy(column, direction);
  const rows = await ordered
    .limit(pageSize)
    .offset(page * pageSize)
    .execute();
  // "Not suppressed" is all less the suppressed, each off an index, not a probe per subscriber.
  const suppressedCount = () => countOf(filteredBy(undefined).where(suppressedHashes));
  // A first page with room to spare holds every match: the scan is not made twice.
  const total =
    page === 0 && rows.length < pageSize
      ? rows.length
      : query.suppressed === undefined
        ? await countOf(filteredBy(countBy))
        : query.suppressed
          ? await suppressedCount()
          : (await countOf(filteredBy(countBy))) - (await suppressedCount());
  return { rows, total, page, pageSize };
}
