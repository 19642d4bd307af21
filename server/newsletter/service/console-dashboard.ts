/** The console's dashboard; each of the 90 days' series is a range scan of its own indexed column. */
import { type RawBuilder, sql } from "kysely";
import type { Dashboard, DayCounts, StateCount } from "#shared/console-api.ts";
import { issueSummaries, rateLimits } from "./console-issues.ts";
import type { ServiceContext } from "./context.ts";
import { subscriberCounts, suppressedCount } from "./stats.ts";

const dayMs = 86_400_000;
export const dashboardDays = 90;

/** A UTC day number; the literal keeps SQLite from dividing by a bound REAL. */
const dayOf = (column: string): RawBuilder<number> => sql<number>`${sql.ref(column)} / ${sql.lit(dayMs)}`;

export async function dashboard(context: ServiceContext): Promise<Dashboard> {
  const { db } = context;
  const firstDay = Math.floor(context.now() / dayMs) - (dashboardDays - 1);
  const from = firstDay * dayMs;
  const days: DayCounts[] = Array.from({ length: dashboardDays }, (_, index) => ({
    date: new Date((firstDay + index) * dayMs).toISOString().slice(0, 10),
    signUps: 0,
    confirmations: 0,
    unsubscribes: 0,
    bounces: 0,
    complaints: 0,
  }));
  const add = (day: number, series: keyof Omit<DayCounts, "date">, count: number) => {
    const entry = days[day - firstDay];
    if (entry) entry[series] += count;
  };

  // Unsubscribing forgets the subscriber (decision 031): that series comes from the anonymous count.
  const series = [
    ["signUps", "subscribers", "signed_up_at"],
    ["confirmations", "subscribers", "confirmed_at"],
    ["unsubscribes", "unsubscribes", "at"],
  ] as const;
  for (const [name, table, column] of series) {
    const rows = await db
      .selectFrom(table)
      .select([dayOf(column).as("day"), (eb) => eb.fn.countAll<number>().as("count")])
      .where(sql.ref(column), ">=", from)
      .groupBy(dayOf(column))
      .execute();
    for (const row of rows) add(Number(row.day), name, Number(row.count));
  }
  const events = await db
    .selectFrom("mail_events")
    .select([dayOf("at").as("day"), "type", (eb) => eb.fn.countAll<number>().as("count")])
    .where("at", ">=", from)
    .groupBy([dayOf("at"), "type"])
    .execute();
  for (const event of events) {
    add(Number(event.day), event.type === "complaint" ? "complaints" : "bounces", Number(event.count));
  }

  // Of those who signed up in the 90 days, how many confirmed (whenever they did).
  const signUps = await db
    .selectFrom("subscribers")
    .select([
      (eb) => eb.fn.countAll<number>().as("all"),
      (eb) => eb.fn.count<number>("confirmed_at").as("confirmed"),
    ])
    .where("signed_up_at", ">=", from)
    .executeTakeFirstOrThrow();
  return {
    subscribers: (await subscriberCounts(db)) as StateCount[],
    confirmationRate: Number(signUps.all) > 0 ? Number(signUps.confirmed) / Number(signUps.all) : null,
    signUps: { all: Number(signUps.all), confirmed: Number(signUps.confirmed) },
    days,
    suppressed: await suppressedCount(db),
    issues: await issueSummaries(context, 10),
    limits: { ...rateLimits },
  };
}
