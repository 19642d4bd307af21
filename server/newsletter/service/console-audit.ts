/** The audit log a page at a time, each issue named by its subject (the log stores the id). */
import type { AuditPage, AuditQuery } from "#shared/console-api.ts";
import { auditEntries, auditValues } from "../storage/audit-log.ts";
import { issueSubjects } from "../storage/issues.ts";
import type { ServiceContext } from "./context.ts";

export const auditPageSize = 50;
/** How send, pause and resume name their issue in `detail` (routes: console-issue-routes.ts). */
const issueIdAtStart = /^([0-9a-f]{32})\b/;

export async function auditPage(context: ServiceContext, query: AuditQuery): Promise<AuditPage> {
  const { db } = context;
  const page = Math.max(0, query.page ?? 0);
  const offset = page * auditPageSize;
  const { rows, total } = await auditEntries(db, query, { offset, limit: auditPageSize });
  const issueIds = rows.map((row) => issueIdAtStart.exec(row.detail ?? "")?.[1]);
  const ids = [...new Set(issueIds.filter((id) => id !== undefined))];
  const subjects = await issueSubjects(db, ids);
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
    actions: await auditValues(db, "action"),
    operators: await auditValues(db, "operator"),
  };
}
