/** The dashboard's days (service/console-dashboard.ts): each series a range scan of its own indexed
 * column, grouped by UTC day number. */
import { type RawBuilder, sql } from "kysely";
import type { MailEventType, NewsletterDatabase } from "./schema.ts";

const dayMs = 86_400_000;

/** A UTC day number; the literal keeps SQLite from dividing by a bound REAL. */
const dayOf = (column: string): RawBuilder<number> => sql<number>`${sql.ref(column)} / ${sql.lit(dayMs)}`;

/** Rows counted per day since `from`: sign-ups, confirmations, or (anonymous) unsubscriptions. */
export async function countsPerDay(
  db: NewsletterDatabase,
  table: "subscribers" | "unsubscribes",
  column: "signed_up_at" | "confirmed_at" | "at",
  from: number,
): Promise<{ day: number; count: number }[]> {
  const rows = await db
    .selectFrom(table)
    .select([dayOf(column).as("day"), (eb) => eb.fn.countAll<number>().as("count")])
    .where(sql.ref(column), ">=", from)
    .groupBy(dayOf(column))
    .execute();
  return rows.map((row) => ({ day: Number(row.day), count: Number(row.count) }));
}

export async function mailEventsPerDay(
  db: NewsletterDatabase,
  from: number,
): Promise<{ day: number; type: MailEventType; count: number }[]> {
  const rows = await db
    .selectFrom("mail_events")
    .select([dayOf("at").as("day"), "type", (eb) => eb.fn.countAll<number>().as("count")])
    .where("at", ">=", from)
    .groupBy([dayOf("at"), "type"])
    .execute();
  return rows.map((row) => ({ day: Number(row.day), type: row.type, count: Number(row.count) }));
}

/** Of those who signed up since `from`, how many confirmed (whenever they did). */
export async function signUpsSince(db: NewsletterDatabase, from: number) {
  const row = await db
    .selectFrom("subscribers")
    .select([
      (eb) => eb.fn.countAll<number>().as("all"),
      (eb) => eb.fn.count<number>("confirmed_at").as("confirmed"),
    ])
    .where("signed_up_at", ">=", from)
    .executeTakeFirstOrThrow();
  return { all: Number(row.all), confirmed: Number(row.confirmed) };
}
