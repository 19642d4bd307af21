/** The console's dashboard: the 90 days' series, the confirmation rate, the latest issues. */
import type { Dashboard, DayCounts, StateCount } from "#shared/console-api.ts";
import { countsPerDay, mailEventsPerDay, signUpsSince } from "../storage/dashboard-series.ts";
import { subscriberCounts } from "../storage/subscriber-counts.ts";
import { suppressedCount } from "../storage/suppressions.ts";
import type { ServiceContext } from "./context.ts";
import { issueSummaries, rateLimits } from "./issue-summaries.ts";

const dayMs = 86_400_000;
export const dashboardDays = 90;

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
    for (const row of await countsPerDay(db, table, column, from)) add(row.day, name, row.count);
  }
  for (const event of await mailEventsPerDay(db, from)) {
    add(event.day, event.type === "complaint" ? "complaints" : "bounces", event.count);
  }
  // Of those who signed up in the 90 days, how many confirmed (whenever they did).
  const signUps = await signUpsSince(db, from);
  return {
    subscribers: (await subscriberCounts(db)) as StateCount[],
    confirmationRate: signUps.all > 0 ? signUps.confirmed / signUps.all : null,
    signUps,
    days,
    suppressed: await suppressedCount(db),
    issues: await issueSummaries(context, 10),
    limits: { ...rateLimits },
  };
}
