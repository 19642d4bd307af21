/** The drafts table: issues as the operators type them (decision 041). */
import { countOf } from "./count-of.ts";
import type { DraftsTable, NewsletterDatabase } from "./schema.ts";

/** The newest hundred, last saved first. */
export function latestDrafts(db: NewsletterDatabase) {
  return db.selectFrom("drafts").selectAll().orderBy("updated_at", "desc").orderBy("id").limit(100).execute();
}

export function findDraft(db: NewsletterDatabase, id: string) {
  return db.selectFrom("drafts").selectAll().where("id", "=", id).executeTakeFirst();
}

export const draftsKeptBy = (db: NewsletterDatabase, operator: string) =>
  countOf(db.selectFrom("drafts").where("operator", "=", operator));

export async function insertDraft(db: NewsletterDatabase, row: DraftsTable): Promise<void> {
  await db.insertInto("drafts").values(row).execute();
}

/** Undefined when the draft is gone; the saved row otherwise. */
export function updateDraft(
  db: NewsletterDatabase,
  id: string,
  changes: Partial<Omit<DraftsTable, "id" | "operator" | "created_at">>,
) {
  return db.updateTable("drafts").set(changes).where("id", "=", id).returningAll().executeTakeFirst();
}

/** Who made it and who saved it last, for the audit's "last saved by". */
export function draftAuthors(db: NewsletterDatabase, id: string) {
  return db.selectFrom("drafts").select(["operator", "updated_by"]).where("id", "=", id).executeTakeFirst();
}

export function deleteDraftRow(db: NewsletterDatabase, id: string) {
  return db
    .deleteFrom("drafts")
    .where("id", "=", id)
    .returning(["operator", "updated_by"])
    .executeTakeFirst();
}
