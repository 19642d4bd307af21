/** The one set of versioned migrations, for SQLite and PostgreSQL alike. Types are the portable
 * subset (text, integer, bigint) so both engines read the same DDL; names sort in the order to run. */
import { type Kysely, sql } from "kysely";
import { type Migration, type MigrationProvider, Migrator } from "kysely/migration";
import { addressHash } from "../domain/addresses.ts";
import type { NewsletterSchema } from "./schema.ts";

export const migrations: Record<string, Migration> = {
  "2026-11-23-001-initial": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("subscribers")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("email", "text", (column) => column.notNull())
        .addColumn("email_key", "text", (column) => column.notNull().unique())
        .addColumn("language", "text", (column) => column.notNull())
        .addColumn("status", "text", (column) => column.notNull())
        .addColumn("signed_up_at", "bigint", (column) => column.notNull())
        .addColumn("consent_language", "text", (column) => column.notNull())
        .addColumn("consent_form_version", "text", (column) => column.notNull())
        .addColumn("confirmed_at", "bigint")
        .addColumn("unsubscribed_at", "bigint")
        .addColumn("updated_at", "bigint", (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex("subscribers_status_language")
        .on("subscribers")
        .columns(["status", "language"])
        .execute();

      await db.schema
        .createTable("tokens")
        .addColumn("hash", "text", (column) => column.primaryKey())
        .addColumn("subscriber_id", "text", (column) =>
          column.notNull().references("subscribers.id").onDelete("cascade"),
        )
        .addColumn("purpose", "text", (column) => column.notNull())
        .addColumn("created_at", "bigint", (column) => column.notNull())
        .addColumn("expires_at", "bigint")
        .addColumn("used_at", "bigint")
        .execute();
      await db.schema.createIndex("tokens_subscriber").on("tokens").column("subscriber_id").execute();

      await db.schema
        .createTable("issues")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("language", "text", (column) => column.notNull())
        .addColumn("subject", "text", (column) => column.notNull())
        .addColumn("html", "text", (column) => column.notNull())
        .addColumn("created_at", "bigint", (column) => column.notNull())
        .addColumn("queued_at", "bigint")
        .execute();

      await db.schema
        .createTable("outbox")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("subscriber_id", "text", (column) =>
          column.references("subscribers.id").onDelete("set null"),
        )
        .addColumn("recipient", "text", (column) => column.notNull())
        .addColumn("kind", "text", (column) => column.notNull())
        .addColumn("language", "text", (column) => column.notNull())
        .addColumn("payload", "text", (column) => column.notNull())
        .addColumn("message_id", "text", (column) => column.notNull().unique())
        .addColumn("issue_id", "text", (column) => column.references("issues.id"))
        .addColumn("status", "text", (column) => column.notNull())
        .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "bigint", (column) => column.notNull())
        .addColumn("lease_owner", "text")
        .addColumn("lease_until", "bigint")
        .addColumn("last_error", "text")
        .addColumn("created_at", "bigint", (column) => column.notNull())
        .addColumn("sent_at", "bigint")
        // One mail of an issue per subscriber: a resumed send cannot queue a second one.
        .addUniqueConstraint("outbox_issue_subscriber", ["issue_id", "subscriber_id"])
        .execute();
      await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "next_attempt_at"]).execute();
      await db.schema.createIndex("outbox_subscriber").on("outbox").column("subscriber_id").execute();

      await db.schema
        .createTable("send_log")
        .addColumn("address_hash", "text", (column) => column.notNull())
        .addColumn("sent_at", "bigint", (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex("send_log_address")
        .on("send_log")
        .columns(["address_hash", "sent_at"])
        .execute();

      await db.schema
        .createTable("suppressions")
        .addColumn("address_hash", "text", (column) => column.primaryKey())
        .addColumn("created_at", "bigint", (column) => column.notNull())
        .execute();
    },
  },
  // When a worker had sent all of a mail but the end-of-data mark (decision 022).
  "2026-11-23-002-outbox-handed-over": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("outbox").addColumn("handed_over_at", "bigint").execute();
    },
  },
  // Bounces and complaints, one row per report (service/bounces.ts, decision 026).
  "2026-11-24-003-mail-events": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("mail_events")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("at", "bigint", (column) => column.notNull())
        .addColumn("type", "text", (column) => column.notNull())
        .addColumn("source", "text", (column) => column.notNull())
        .addColumn("subscriber_id", "text", (column) =>
          column.references("subscribers.id").onDelete("set null"),
        )
        .addColumn("address_hash", "text", (column) => column.notNull())
        // No foreign keys: the outbox row may be purged after 30 days, the event stays.
        .addColumn("mail_id", "text")
        .addColumn("issue_id", "text")
        .addColumn("reason", "text")
        .execute();
      await db.schema.createIndex("mail_events_at").on("mail_events").column("at").execute();
      await db.schema
        .createIndex("mail_events_issue")
        .on("mail_events")
        .columns(["issue_id", "type"])
        .execute();
      await db.schema
        .createIndex("mail_events_address")
        .on("mail_events")
        .columns(["address_hash", "type", "at"])
        .execute();
      await db.schema
        .createIndex("mail_events_subscriber")
        .on("mail_events")
        .column("subscriber_id")
        .execute();
    },
  },
  // When a confirmation link opened later proved the mailbox works: earlier soft bounces stop counting
  // (storage/mail-events.ts, decision 026).
  "2026-11-24-004-mail-events-cleared": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("mail_events").addColumn("cleared_at", "bigint").execute();
    },
  },
  // The operator console (decision 028): sign-in links, sessions, the audit log, pausable issues, and the
  // indexes its pages read through (bench/console.ts measures them).
  "2026-11-24-005-operator-console": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("operator_links")
        .addColumn("hash", "text", (column) => column.primaryKey())
        .addColumn("operator", "text", (column) => column.notNull())
        .addColumn("created_at", "bigint", (column) => column.notNull())
        .addColumn("expires_at", "bigint", (column) => column.notNull())
        .addColumn("used_at", "bigint")
        .execute();
      await db.schema
        .createTable("operator_sessions")
        .addColumn("hash", "text", (column) => column.primaryKey())
        .addColumn("operator", "text", (column) => column.notNull())
        .addColumn("created_at", "bigint", (column) => column.notNull())
        .addColumn("last_seen_at", "bigint", (column) => column.notNull())
        .addColumn("expires_at", "bigint", (column) => column.notNull())
        .execute();
      await db.schema
        .createTable("audit_log")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("at", "bigint", (column) => column.notNull())
        .addColumn("operator", "text", (column) => column.notNull())
        .addColumn("action", "text", (column) => column.notNull())
        .addColumn("detail", "text")
        .execute();
      await db.schema.createIndex("audit_log_at").on("audit_log").column("at").execute();
      await db.schema.alterTable("issues").addColumn("markdown", "text").execute();
      await db.schema.alterTable("issues").addColumn("paused_at", "bigint").execute();
      await db.schema.alterTable("issues").addColumn("final_progress", "text").execute();
      // The dashboard's 90 days: each series is a range scan of its own column. The sign-up index also
      // holds confirmed_at, so the confirmation rate is read from the index alone (bench/console.ts:
      // 106 ms from the table when rows are not in sign-up order, 4 ms from the index).
      await db.schema
        .createIndex("subscribers_signed_up_at")
        .on("subscribers")
        .columns(["signed_up_at", "confirmed_at"])
        .execute();
      for (const column of ["confirmed_at", "unsubscribed_at"]) {
        await db.schema.createIndex(`subscribers_${column}`).on("subscribers").column(column).execute();
      }
      // An issue's progress: a count per status of its rows, read from the index alone.
      await db.schema
        .createIndex("outbox_issue_status")
        .on("outbox")
        .columns(["issue_id", "kind", "status"])
        .execute();
    },
  },
  // Unsubscribing forgets the subscriber (decision 031): the dashboard's unsubscribe series is counted
  // here instead, one row per unsubscription with its day and language and nothing about the person.
  "2026-11-25-006-unsubscribes": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("unsubscribes")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("at", "bigint", (column) => column.notNull())
        .addColumn("language", "text", (column) => column.notNull())
        .execute();
      await db.schema.createIndex("unsubscribes_at").on("unsubscribes").column("at").execute();
    },
  },
  // Issue 31 (decisions 034, 035): one report is one event (unique per mail and type), SNS messages
  // seen within their acceptance window, and what several servers on one database must share: the
  // rate limits' counters, the console's previews, and who is queueing an issue.
  "2026-11-25-007-shared-state": {
    async up(db: Kysely<unknown>) {
      // A report recorded more than once keeps its earliest row, so the unique index can be built.
      await sql`delete from mail_events where mail_id is not null and exists (
        select 1 from mail_events as earlier
        where earlier.mail_id = mail_events.mail_id and earlier.type = mail_events.type
          and (earlier.at < mail_events.at or (earlier.at = mail_events.at and earlier.id < mail_events.id)))`.execute(
        db,
      );
      await db.schema
        .createIndex("mail_events_mail_type")
        .unique()
        .on("mail_events")
        .columns(["mail_id", "type"])
        .execute();
      await db.schema
        .createTable("sns_messages")
        .addColumn("message_id", "text", (column) => column.primaryKey())
        .addColumn("expires_at", "bigint", (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex("sns_messages_expires_at")
        .on("sns_messages")
        .column("expires_at")
        .execute();
      await db.schema
        .createTable("rate_limits")
        .addColumn("key", "text", (column) => column.primaryKey())
        .addColumn("window_start", "bigint", (column) => column.notNull())
        .addColumn("count", "integer", (column) => column.notNull())
        .addColumn("expires_at", "bigint", (column) => column.notNull())
        .execute();
      await db.schema.createIndex("rate_limits_expires_at").on("rate_limits").column("expires_at").execute();
      await db.schema
        .createTable("previews")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("html", "text", (column) => column.notNull())
        .addColumn("expires_at", "bigint", (column) => column.notNull())
        .execute();
      await db.schema.alterTable("issues").addColumn("queue_owner", "text").execute();
      await db.schema.alterTable("issues").addColumn("queue_lease_until", "bigint").execute();
    },
  },
  // The courses by e-mail (decision 036): what a reader chose, an enrolment per course, the lessons each
  // enrolment was sent, and the operator's pause. `next_due_at` is set only while a lesson is to come, and
  // the scheduler reads it per course through (course, next_due_at): a pass costs the lessons due, not
  // every enrolment (bench/courses.ts).
  "2026-11-25-008-courses": {
    async up(db: Kysely<unknown>) {
      // 1 = wants the newsletter's issues; a reader may confirm a course alone. Everyone before wanted them.
      await db.schema
        .alterTable("subscribers")
        .addColumn("newsletter", "integer", (column) => column.notNull().defaultTo(1))
        .execute();
      // What a confirm link confirms (JSON: { newsletter, courses }), or the course a stop link stops.
      await db.schema.alterTable("tokens").addColumn("scope", "text").execute();
      // A lesson's course, so pausing the course holds its mails back as an issue's pause does.
      await db.schema.alterTable("outbox").addColumn("course", "text").execute();
      await db.schema
        .createIndex("outbox_course_status")
        .on("outbox")
        .columns(["course", "kind", "status"])
        .execute();
      await db.schema
        .createTable("enrolments")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("subscriber_id", "text", (column) =>
          column.notNull().references("subscribers.id").onDelete("cascade"),
        )
        .addColumn("course", "text", (column) => column.notNull())
        .addColumn("language", "text", (column) => column.notNull())
        .addColumn("status", "text", (column) => column.notNull())
        .addColumn("requested_at", "bigint", (column) => column.notNull())
        .addColumn("form_version", "text", (column) => column.notNull())
        .addColumn("confirmed_at", "bigint", (column) => column.notNull())
        .addColumn("next_due_at", "bigint")
        .addColumn("last_mail_id", "text")
        .addColumn("lessons_sent", "integer", (column) => column.notNull().defaultTo(0))
        .addColumn("stopped_at", "bigint")
        .addColumn("stop_reason", "text")
        .addColumn("finished_at", "bigint")
        .addColumn("updated_at", "bigint", (column) => column.notNull())
        .addUniqueConstraint("enrolments_subscriber_course", ["subscriber_id", "course"])
        .execute();
      await db.schema
        .createIndex("enrolments_due")
        .on("enrolments")
        .columns(["course", "next_due_at"])
        .execute();
      // The Courses screen's counts per state and its drop-off funnel (where readers stopped, and why),
      // both read from this index alone.
      await db.schema
        .createIndex("enrolments_course_status")
        .on("enrolments")
        .columns(["course", "language", "status", "lessons_sent", "stop_reason"])
        .execute();
      // One row per lesson an enrolment was sent: its primary key is the "never twice" at the bottom.
      await db.schema
        .createTable("enrolment_lessons")
        .addColumn("enrolment_id", "text", (column) =>
          column.notNull().references("enrolments.id").onDelete("cascade"),
        )
        .addColumn("lesson", "text", (column) => column.notNull())
        .addColumn("course", "text", (column) => column.notNull())
        .addColumn("language", "text", (column) => column.notNull())
        .addColumn("position", "integer", (column) => column.notNull())
        .addColumn("mail_id", "text", (column) => column.notNull())
        .addColumn("queued_at", "bigint", (column) => column.notNull())
        .addPrimaryKeyConstraint("enrolment_lessons_key", ["enrolment_id", "lesson"])
        .execute();
      // The Courses screen's bounces and complaints per lesson: from a mail event to its lesson.
      await db.schema
        .createIndex("enrolment_lessons_mail")
        .on("enrolment_lessons")
        .column("mail_id")
        .execute();
      await db.schema
        .createIndex("enrolment_lessons_course")
        .on("enrolment_lessons")
        .columns(["course", "language", "lesson"])
        .execute();
      await db.schema
        .createTable("course_tallies")
        .addColumn("course", "text", (column) => column.notNull())
        .addColumn("language", "text", (column) => column.notNull())
        .addColumn("measure", "text", (column) => column.notNull())
        .addColumn("count", "bigint", (column) => column.notNull())
        .addPrimaryKeyConstraint("course_tallies_key", ["course", "language", "measure"])
        .execute();
      await db.schema
        .createTable("course_states")
        .addColumn("course", "text", (column) => column.primaryKey())
        .addColumn("paused_at", "bigint")
        .execute();
    },
  },
  // Issue 33 (decisions 040, 041): the console's subscriber list, drafts and audit filters.
  "2026-11-25-009-console-lists": {
    async up(db: Kysely<unknown>) {
      // The suppression list keeps hashes only; with the hash beside each subscriber, "suppressed" is a
      // join in SQL rather than a hash of every address in the list, per request.
      await db.schema.alterTable("subscribers").addColumn("address_hash", "text").execute();
      const typed = db as unknown as Kysely<NewsletterSchema>;
      for (let after = ""; ; ) {
        const rows = await typed
          .selectFrom("subscribers")
          .select(["id", "email_key"])
          .where("id", ">", after)
          .orderBy("id")
          .limit(1000)
          .execute();
        if (rows.length === 0) break;
        for (const row of rows) {
          await typed
            .updateTable("subscribers")
            .set({ address_hash: addressHash(row.email_key) })
            .where("id", "=", row.id)
            .execute();
        }
        after = rows.at(-1)?.id ?? after;
      }
      // With state and language beside it, a count of the suppressed among a filter is read from this
      // index alone, driven from the suppression list.
      await db.schema
        .createIndex("subscribers_address_hash")
        .on("subscribers")
        .columns(["address_hash", "status", "language"])
        .execute();
      // The list's orders (service/console-subscriber-list.ts), each with the address as its tie-break so
      // a page is read off an index instead of sorting the table: by sign-up, by confirmation (which also
      // serves the dashboard's confirmation series, so migration 005's index on it alone goes), and by
      // state or language, then sign-up. bench/console.ts measures them.
      const orders: [string, string[]][] = [
        ["subscribers_signed_up_at_email", ["signed_up_at", "email_key"]],
        ["subscribers_confirmed_at_email", ["confirmed_at", "email_key"]],
        ["subscribers_status_signed_up_at", ["status", "signed_up_at", "email_key"]],
        ["subscribers_language_signed_up_at", ["language", "signed_up_at", "email_key"]],
      ];
      for (const [name, columns] of orders) {
        await db.schema.createIndex(name).on("subscribers").columns(columns).execute();
      }
      await db.schema.dropIndex("subscribers_confirmed_at").execute();
      await db.schema
        .createTable("drafts")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("language", "text", (column) => column.notNull())
        .addColumn("markdown", "text", (column) => column.notNull())
        .addColumn("operator", "text", (column) => column.notNull())
        .addColumn("created_at", "bigint", (column) => column.notNull())
        .addColumn("updated_at", "bigint", (column) => column.notNull())
        .execute();
      await db.schema.createIndex("audit_log_action_at").on("audit_log").columns(["action", "at"]).execute();
      await db.schema
        .createIndex("audit_log_operator_at")
        .on("audit_log")
        .columns(["operator", "at"])
        .execute();
    },
  },
  // Issues 39 part 5 and 40 (decisions 050, 051): a draft records who changed it last, and drafts are
  // counted per operator (the cap), which the index on their author serves; an issue may wait for its
  // time (any server queues it once due) and go to the readers of one course.
  "2026-11-26-010-console-operator-tasks": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("drafts").addColumn("updated_by", "text").execute();
      const typed = db as unknown as Kysely<NewsletterSchema>;
      await typed
        .updateTable("drafts")
        .set((eb) => ({ updated_by: eb.ref("operator") }))
        .execute();
      await db.schema.createIndex("drafts_operator").on("drafts").column("operator").execute();
      await db.schema.alterTable("issues").addColumn("scheduled_at", "bigint").execute();
      await db.schema.alterTable("issues").addColumn("audience_course", "text").execute();
    },
  },
  // Issue 40's rest: an issue's preview text (the inbox's snippet, sent as the mail's preheader), and a
  // draft keeps it with the composer's audience and schedule, so closing the composer loses none of them.
  "2026-11-26-011-composer-choices": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("issues").addColumn("preview_text", "text").execute();
      await db.schema.alterTable("drafts").addColumn("preview_text", "text").execute();
      await db.schema.alterTable("drafts").addColumn("audience_course", "text").execute();
      await db.schema.alterTable("drafts").addColumn("schedule", "text").execute();
    },
  },
};

const provider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};

/** Brings the schema to the latest version; Kysely's migration lock keeps two processes from racing.
 * On PostgreSQL, `schema` must name where the tables live: without it Kysely looks for its migration
 * table in every schema and takes another application's (or another test's) for ours. */
export async function migrateToLatest(db: Kysely<unknown>, schema?: string): Promise<void> {
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`Newsletter migration ${failed?.migrationName ?? ""} failed`, { cause: error });
  }
}
