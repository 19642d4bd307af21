/** Drafts kept on the server as the operator types (decision 041); taking over another's and every
 * deletion are audited, and each operator may keep a limited number (decision 050). */
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { Draft, draftContent } from "#shared/console-api.ts";
import { issueSubject } from "#shared/console-paths.ts";
import {
  deleteDraftRow,
  draftAuthors,
  draftsKeptBy,
  findDraft,
  insertDraft,
  latestDrafts,
  updateDraft,
} from "../storage/drafts.ts";
import type { DraftsTable } from "../storage/schema.ts";
import { issueMarkdown } from "./console-issues.ts";
import type { ServiceContext } from "./context.ts";
import { audit } from "./operators.ts";

/** Drafts one operator may keep: enough for any real work, not a store for anything else. */
export const draftsPerOperator = 50;

/** A draft's content as the route's schema gives it: null where the composer has nothing. */
type DraftFields = z.output<typeof draftContent>;

const columnsOf = (content: DraftFields) => ({
  language: content.language,
  markdown: content.markdown,
  preview_text: content.previewText,
  audience_course: content.course,
  schedule: content.schedule,
});

function draftOf(row: DraftsTable): Draft {
  return {
    id: row.id,
    language: row.language,
    markdown: row.markdown,
    subject: issueSubject(row.markdown) ?? null,
    updatedAt: new Date(row.updated_at).toISOString(),
    createdBy: row.operator,
    updatedBy: row.updated_by ?? row.operator,
    previewText: row.preview_text ?? "",
    course: row.audience_course ?? null,
    schedule: row.schedule ?? null,
  };
}

export async function drafts(context: ServiceContext): Promise<Draft[]> {
  return (await latestDrafts(context.db)).map(draftOf);
}

export async function draft(context: ServiceContext, id: string): Promise<Draft | undefined> {
  const row = await findDraft(context.db, id);
  return row ? draftOf(row) : undefined;
}

export async function createDraft(
  context: ServiceContext,
  operator: string,
  content: DraftFields,
): Promise<Draft | "too_many"> {
  const kept = await draftsKeptBy(context.db, operator);
  if (kept >= draftsPerOperator) return "too_many";
  const now = context.now();
  const row: DraftsTable = {
    id: randomUUID(),
    operator,
    created_at: now,
    updated_at: now,
    updated_by: operator,
    ...columnsOf(content),
  };
  await insertDraft(context.db, row);
  await context.durable();
  return draftOf(row);
}

/** The last save wins; undefined when it is gone. A hand-over is audited once, not per keystroke. */
export async function saveDraft(
  context: ServiceContext,
  operator: string,
  id: string,
  content: DraftFields,
): Promise<Draft | undefined> {
  const before = await draftAuthors(context.db, id);
  if (!before) return undefined;
  const changes = { ...columnsOf(content), updated_at: context.now(), updated_by: operator };
  const saved = await updateDraft(context.db, id, changes);
  const lastBy = before.updated_by ?? before.operator;
  if (saved && lastBy !== operator)
    await audit(context, operator, "draft-edit", `${id} (last saved by ${lastBy})`);
  await context.durable();
  return saved ? draftOf(saved) : undefined;
}

/** Every deletion is audited (issue 52), naming whose draft it was when not the operator's own, and
 * `why` (a send); false, and nothing audited, when there is no such draft. */
export async function deleteDraft(
  context: ServiceContext,
  operator: string,
  id: string,
  why = "",
): Promise<boolean> {
  const deleted = await deleteDraftRow(context.db, id);
  if (!deleted) return false;
  const lastBy = deleted.updated_by ?? deleted.operator;
  const whose = lastBy === operator ? "" : ` (last saved by ${lastBy})`;
  await audit(context, operator, "draft-delete", `${id}${whose}${why}`);
  return true;
}

/** A sent issue's text as a new draft, to send again changed (a new issue: its own id and progress). */
export async function duplicateIssue(
  context: ServiceContext,
  operator: string,
  issueId: string,
): Promise<Draft | "too_many" | undefined> {
  const issue = await issueMarkdown(context, issueId);
  if (!issue?.markdown) return undefined;
  return createDraft(context, operator, {
    language: issue.language,
    markdown: issue.markdown,
    previewText: issue.preview_text ?? null,
    course: issue.audience_course ?? null,
    schedule: null,
  });
}
