/** The audit log a page at a time, each issue named by its subject (the log stores the id). */
import type { AuditPage, AuditQuery } from "#shared/console-api.ts";
import { countOf, type ServiceContext } from "./context.ts";

export const auditPageSize = 50;
/** How send, pause and resume name their issue in `detail` (routes: console-issue-routes.ts). */
const issueIdAtStart = /^([0-9a-f]{32})\b/;

export async function auditPage(context: ServiceContext, query: AuditQuery): Promise<AuditPage> {
  const { db } = context;
  const page = Math.max(0, query.page ?? 0);
  let filtered = db.selectFrom("audit_log");
  if (query.action) filtered = filtered.where("action", "=", query.action);
  if (query.operator) filtered = filtered.where("operator", "=", query.operator);
  const rows = await filtered
    .selectAll()
    .orderBy("at", "desc")
    .orderBy("id")
    .limit(auditPageSize)
    .offset(page * auditPageSize)
    .execute();
  const total = await countOf(filtered);
  const issueIds = rows.map((row) => issueIdAtStart.exec(row.detail ?? "")?.[1]);
  const ids = [...new Set(issueIds.filter((id) => id !== undefined))];
  const issues =
    ids.length === 0
      ? []
      : await db.selectFrom("issues").select(["id", "subject"]).where("id", "in", ids).execute();
  const subjects = new Map(issues.map((issue) => [issue.id, issue.subject]));
  const distinct = async (column: "action" | "operator") =>
    (await db.selectFrom("audit_log").select(column).distinct().orderBy(column).execute()).map(
      (row) => row[column],
    );
  return {
    entries: rows.map((row, index) => {
      const id = issueIds[index];
      const subject = id ? subjects.get(id) : undefined;
      return {
        at: new Date(row.at).toISOString(),
        operator: row.operator,
        action: row.action,
        detail: row.detail,
        issue: id && subject !== undefined ? { id, subject } : null,
      };
    }),
    total: Number(total),
    page,
    pageSize: auditPageSize,
    actions: await distinct("action"),
    operators: await distinct("operator"),
  };
}
