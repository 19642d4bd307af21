/** The console's list of subscribers as the console shows it; the query is storage/subscriber-list.ts. */
import type {
  SubscriberCounts,
  SubscriberPage,
  SubscriberQuery,
  SubscriberRow,
} from "#shared/console-api.ts";
import { subscriberCounts } from "../storage/subscriber-counts.ts";
import { subscriberListPage } from "../storage/subscriber-list.ts";
import { suppressedAmong, suppressedCount } from "../storage/suppressions.ts";
import { readersByWhatTheyGet } from "./console-reader-gets.ts";
import { iso, type ServiceContext } from "./context.ts";

export async function subscriberPage(
  context: ServiceContext,
  query: SubscriberQuery,
): Promise<SubscriberPage> {
  const { db } = context;
  const { rows, total, page, pageSize } = await subscriberListPage(db, query);
  const hashes = rows.map((row) => row.address_hash).filter((hash): hash is string => Boolean(hash));
  const suppressed = await suppressedAmong(db, hashes);
  return {
    rows: rows.map(
      (row): SubscriberRow => ({
        id: row.id,
        email: row.email,
        language: row.language,
        status: row.status,
        suppressed: row.address_hash ? suppressed.has(row.address_hash) : false,
        signedUpAt: iso(row.signed_up_at),
        confirmedAt: iso(row.confirmed_at),
      }),
    ),
    total,
    page,
    pageSize,
  };
}

/** Everyone in the list by state, and the suppressed addresses: the figures above the list. */
export async function subscriberStateCounts(context: ServiceContext): Promise<SubscriberCounts> {
  const counts = { pending: 0, confirmed: 0, unsubscribed: 0, suppressed: await suppressedCount(context.db) };
  for (const row of await subscriberCounts(context.db)) counts[row.status] += row.count;
  return { ...counts, gets: await readersByWhatTheyGet(context) };
}
