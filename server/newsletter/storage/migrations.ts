/** One set of migrations for SQLite and PostgreSQL: DDL in the subset both read (text, integer, bigint).
 * Names sort in the order to run; what a shipped migration does never changes. */
import { type Kysely, sql } from "kysely";
import { type Migration, Migrator } from "kysely/migration";
import { addressHash } from "../domain/addresses.ts";
import type { NewsletterSchema } from "./schema.ts";

/** One statement at a time: SQLite prepares a single statement. */
async function run(db: Kysely<unknown>, ...statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const migrations: Record<string, Migration> = {
  "2026-11-23-001-initial": {
    up: (db) =>
      run(
        db,
        `create table subscribers (id text primary key, email text not null, email_key text not null unique,
          language text not null, status text not null, signed_up_at bigint not null,
          consent_language text not null, consent_form_version text not null, confirmed_at bigint,
          unsubscribed_at bigint, updated_at bigint not null)`,
        "create index subscribers_status_language on subscribers (status, language)",
        `create table tokens (hash text primary key,
          subscriber_id text not null references subscribers (id) on delete cascade, purpose text not null,
          created_at bigint not null, expires_at bigint, used_at bigint)`,
        "create index tokens_subscriber on tokens (subscriber_id)",
        `create table issues (id text primary key, language text not null, subject text not null,
          html text not null, created_at bigint not null, queued_at bigint)`,
        // outbox_issue_subscriber: one mail of an issue per subscriber, so a resumed send cannot queue two.
        `create table outbox (id text primary key,
          subscriber_id text references subscribers (id) on delete set null, recipient text not null,
          kind text not null, language text not null, payload text not null, message_id text not null unique,
          issue_id text references issues (id), status text not null, attempts integer not null default 0,
          next_attempt_at bigint not null, lease_owner text, lease_until bigint, last_error text,
          created_at bigint not null, sent_at bigint,
          constraint outbox_issue_subscriber unique (issue_id, subscriber_id))`,
        "create index outbox_due on outbox (status, next_attempt_at)",
        "create index outbox_subscriber on outbox (subscriber_id)",
        "create table send_log (address_hash text not null, sent_at bigint not null)",
        "create index send_log_address on send_log (address_hash, sent_at)",
        "create table suppressions (address_hash text primary key, created_at bigint not null)",
      ),
  },
  // When a worker had sent all of a mail but the end-of-data mark (decision 022).
  "2026-11-23-002-outbox-handed-over": {
    up: (db) => run(db, "alter table outbox add column handed_over_at bigint"),
  },
  // Bounces and complaints (decision 026). No foreign key on mail_id or issue_id: the event outlives them.
  "2026-11-24-003-mail-events": {
    up: (db) =>
      run(
        db,
        `create table mail_events (id text primary key, at bigint not null, type text not null,
          source text not null, subscriber_id text references subscribers (id) on delete set null,
          address_hash text not null, mail_id text, issue_id text, reason text)`,
        "create index mail_events_at on mail_events (at)",
        "create index mail_events_issue on mail_events (issue_id, type)",
        "create index mail_events_address on mail_events (address_hash, type, at)",
        "create index mail_events_subscriber on mail_events (subscriber_id)",
      ),
  },
  // A confirmation link opened later proves the mailbox works: earlier soft bounces stop counting.
  "2026-11-24-004-mail-events-cleared": {
    up: (db) => run(db, "alter table mail_events add column cleared_at bigint"),
  },
  // The operator console (decision 028); bench/console.ts measures its indexes.
  "2026-11-24-005-operator-console": {
    up: (db) =>
      run(
        db,
        `create table operator_links (hash text primary key, operator text not null,
          created_at bigint not null, expires_at bigint not null, used_at bigint)`,
        `create table operator_sessions (hash text primary key, operator text not null,
          created_at bigint not null, last_seen_at bigint not null, expires_at bigint not null)`,
        `create table audit_log (id text primary key, at bigint not null, operator text not null,
          action text not null, detail text)`,
        "create index audit_log_at on audit_log (at)",
        "alter table issues add column markdown text",
        "alter table issues add column paused_at bigint",
        "alter table issues add column final_progress text",
        // The dashboard's 90 days: each series a range scan of its own column; the sign-up index holds
        // confirmed_at too, so the confirmation rate is read from it alone (bench/console.ts: 106 -> 4 ms).
        "create index subscribers_signed_up_at on subscribers (signed_up_at, confirmed_at)",
        "create index subscribers_confirmed_at on subscribers (confirmed_at)",
        "create index subscribers_unsubscribed_at on subscribers (unsubscribed_at)",
        // An issue's progress: a count per status of its rows, read from the index alone.
        "create index outbox_issue_status on outbox (issue_id, kind, status)",
      ),
  },
  // Unsubscribing forgets the subscriber (decision 031): the dashboard counts unsubscriptions here.
  "2026-11-25-006-unsubscribes": {
    up: (db) =>
      run(
        db,
        "create table unsubscribes (id text primary key, at bigint not null, language text not null)",
        "create index unsubscribes_at on unsubscribes (at)",
      ),
  },
  // Issue 31 (decisions 034, 035): one report one event, SNS replays, and what several servers share.
  "2026-11-25-007-shared-state": {
    up: (db) =>
      run(
        db,
        // A report recorded more than once keeps its earliest row, so the unique index can be built.
        `delete from mail_events where mail_id is not null and exists (
          select 1 from mail_events as earlier
          where earlier.mail_id = mail_events.mail_id and earlier.type = mail_events.type
            and (earlier.at < mail_events.at or (earlier.at = mail_events.at and earlier.id < mail_events.id)))`,
        "create unique index mail_events_mail_type on mail_events (mail_id, type)",
        "create table sns_messages (message_id text primary key, expires_at bigint not null)",
        "create index sns_messages_expires_at on sns_messages (expires_at)",
        `create table rate_limits (key text primary key, window_start bigint not null, count integer not null,
          expires_at bigint not null)`,
        "create index rate_limits_expires_at on rate_limits (expires_at)",
        "create table previews (id text primary key, html text not null, expires_at bigint not null)",
        "alter table issues add column queue_owner text",
        "alter table issues add column queue_lease_until bigint",
      ),
  },
  // The courses by e-mail (decision 036). `next_due_at` is set only while a lesson is to come, so a pass
  // through (course, next_due_at) costs the lessons due, not every enrolment (bench/courses.ts).
  "2026-11-25-008-courses": {
    up: (db) =>
      run(
        db,
        "alter table subscribers add column newsletter integer default 1 not null",
        "alter table tokens add column scope text",
        "alter table outbox add column course text",
        "create index outbox_course_status on outbox (course, kind, status)",
        `create table enrolments (id text primary key,
          subscriber_id text not null references subscribers (id) on delete cascade, course text not null,
          language text not null, status text not null, requested_at bigint not null,
          form_version text not null, confirmed_at bigint not null, next_due_at bigint, last_mail_id text,
          lessons_sent integer not null default 0, stopped_at bigint, stop_reason text, finished_at bigint,
          updated_at bigint not null, constraint enrolments_subscriber_course unique (subscriber_id, course))`,
        "create index enrolments_due on enrolments (course, next_due_at)",
        // The Courses screen's counts per state and its drop-off funnel, read from this index alone.
        `create index enrolments_course_status
          on enrolments (course, language, status, lessons_sent, stop_reason)`,
        // One row per lesson an enrolment was sent: its primary key is the "never twice" at the bottom.
        `create table enrolment_lessons (
          enrolment_id text not null references enrolments (id) on delete cascade, lesson text not null,
          course text not null, language text not null, position integer not null, mail_id text not null,
          queued_at bigint not null, constraint enrolment_lessons_key primary key (enrolment_id, lesson))`,
        // The Courses screen's bounces and complaints per lesson: from a mail event to its lesson.
        "create index enrolment_lessons_mail on enrolment_lessons (mail_id)",
        "create index enrolment_lessons_course on enrolment_lessons (course, language, lesson)",
        `create table course_tallies (course text not null, language text not null, measure text not null,
          count bigint not null, constraint course_tallies_key primary key (course, language, measure))`,
        "create table course_states (course text primary key, paused_at bigint)",
      ),
  },
  // Issue 33 (decisions 040, 041): the console's subscriber list, drafts and audit filters.
  "2026-11-25-009-console-lists": {
    async up(db) {
      // With the hash beside each subscriber, "suppressed" is a join, not a hash of every address listed.
      await run(db, "alter table subscribers add column address_hash text");
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
      await run(
        db,
        // Counts the suppressed among a filter from this index alone, driven from the suppression list.
        "create index subscribers_address_hash on subscribers (address_hash, status, language)",
        // The list's orders, the address their tie-break, so a page is read off an index, not sorted; the
        // one by confirmation also serves the dashboard, so migration 005's on confirmed_at alone goes.
        "create index subscribers_signed_up_at_email on subscribers (signed_up_at, email_key)",
        "create index subscribers_confirmed_at_email on subscribers (confirmed_at, email_key)",
        "create index subscribers_status_signed_up_at on subscribers (status, signed_up_at, email_key)",
        "create index subscribers_language_signed_up_at on subscribers (language, signed_up_at, email_key)",
        "drop index subscribers_confirmed_at",
        `create table drafts (id text primary key, language text not null, markdown text not null,
          operator text not null, created_at bigint not null, updated_at bigint not null)`,
        "create index audit_log_action_at on audit_log (action, at)",
        "create index audit_log_operator_at on audit_log (operator, at)",
      );
    },
  },
  // Issues 39 and 40 (decisions 050, 051): drafts counted per operator (the cap), issues scheduled.
  "2026-11-26-010-console-operator-tasks": {
    up: (db) =>
      run(
        db,
        "alter table drafts add column updated_by text",
        "update drafts set updated_by = operator",
        "create index drafts_operator on drafts (operator)",
        "alter table issues add column scheduled_at bigint",
        "alter table issues add column audience_course text",
      ),
  },
  // Issue 40: a draft keeps the composer's choices, so closing the composer loses none of them.
  "2026-11-26-011-composer-choices": {
    up: (db) =>
      run(
        db,
        "alter table issues add column preview_text text",
        "alter table drafts add column preview_text text",
        "alter table drafts add column audience_course text",
        "alter table drafts add column schedule text",
      ),
  },
};

/** On PostgreSQL, `schema` must name where the tables live: else Kysely takes another application's (or
 * test's) migration table, in any schema, for ours. */
export async function migrateToLatest(db: Kysely<unknown>, schema?: string): Promise<void> {
  const provider = { getMigrations: async () => migrations };
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`Newsletter migration ${failed?.migrationName ?? ""} failed`, { cause: error });
  }
}
