/** The audit log as the console pages through it; entries are written by operators.ts's insertAudit. */
import { countOf } from "./count-of.ts";
import type { NewsletterDatabase } from "./schema.ts";

export interface AuditFilter {
  action?: string | undefined;
  operator?: string | undefined;
}

/** One page, newest first, and how many entries match. */
export async function auditEntries(
  db: NewsletterDatabase,
  filter: AuditFilter,
  page: { offset: number; limit: number },
) {
  let filtered = db.selectFrom("audit_log");
  if (filter.action) filtered = filtered.where("action", "=", filter.action);
  if (filter.operator) filtered = filtered.where("operator", "=", filter.operator);
  const rows = await filtered
    .selectAll()
    .orderBy("at", "desc")
    .orderBy("id")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { rows, total: await countOf(filtered) };
}

/** Every action, or every operator, the log names: the filters' choices. */
export async function auditValues(db: NewsletterDatabase, column: "action" | "operator") {
  const rows = await db.selectFrom("audit_log").select(column).distinct().orderBy(column).execute();
  return rows.map((row) => row[column]);
}
