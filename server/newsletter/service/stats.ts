/** Counts for the operator: subscribers by status and language, the outbox by status, issues. */
import { countMailEvents } from "../storage/mail-events.ts";
import type { ServiceContext } from "./context.ts";

export async function stats(context: ServiceContext) {
  const { db } = context;
  const subscribers = await db
    .selectFrom("subscribers")
    .select(["status", "language", (eb) => eb.fn.countAll<number>().as("count")])
    .groupBy(["status", "language"])
    .orderBy("status")
    .orderBy("language")
    .execute();
  const outbox = await db
    .selectFrom("outbox")
    .select(["status", (eb) => eb.fn.countAll<number>().as("count")])
    .groupBy("status")
    .orderBy("status")
    .execute();
  const suppressed = await db
    .selectFrom("suppressions")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  const issues = await db
    .selectFrom("issues")
    .leftJoin("outbox", "outbox.issue_id", "issues.id")
    .select([
      "issues.id",
      "issues.language",
      "issues.subject",
      (eb) => eb.fn.count<number>("outbox.id").as("queued"),
      (eb) => eb.fn.count<number>(eb.case().when("outbox.status", "=", "sent").then(1).end()).as("sent"),
    ])
    .groupBy(["issues.id", "issues.language", "issues.subject"])
    .orderBy("issues.id")
    .execute();
  return {
    subscribers: subscribers.map((row) => ({ ...row, count: Number(row.count) })),
    outbox: outbox.map((row) => ({ ...row, count: Number(row.count) })),
    suppressed: Number(suppressed.count),
    /** Bounces and complaints recorded, by type (service/bounces.ts). */
    mailEvents: await countMailEvents(db),
    issues: issues.map((row) => ({ ...row, queued: Number(row.queued), sent: Number(row.sent) })),
  };
}

export type NewsletterStats = Awaited<ReturnType<typeof stats>>;
