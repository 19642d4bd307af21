/** What tests/e2e/console.spec.ts needs beside the browser: the console server's database (read only,
 * to check what the console shows), sign-ups and confirmations through the public API, the bounce and
 * complaint webhook, and the mails the test's SMTP server got. */
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import type { Language } from "#shared/site.ts";
import { mailIdHeader, verpAddress } from "../../server/newsletter/domain/mail-id";
import { consoleSettings, servers } from "./servers";
import { postSignUp } from "./sign-up-form";
import type { TestSmtpServer } from "./smtp-server";

const site = servers.console.url;
/** How long a mail may take: the worker sends at once, but the machine may be busy. */
export const mailTimeout = 20_000;

export const databasePath = path.join(consoleSettings.dataDirectory, "newsletter.db");

type Status = "pending" | "confirmed" | "unsubscribed";

/** The console server's SQLite database, opened read only: every query sees the latest commit. */
export class ConsoleDatabase {
  readonly #db = new DatabaseSync(databasePath, { readOnly: true });

  close(): void {
    this.#db.close();
  }

  /** Subscribers by state and language, as the dashboard counts them. */
  subscriberCounts(): Record<Status, Record<Language, number>> {
    const counts: Record<Status, Record<Language, number>> = {
      pending: { en: 0, se: 0 },
      confirmed: { en: 0, se: 0 },
      unsubscribed: { en: 0, se: 0 },
    };
    // An unsubscribed reader is forgotten (decision 031): the dashboard counts the unsubscriptions kept.
    const rows = this.#db
      .prepare(
        `SELECT status, language, count(*) AS count FROM subscribers WHERE status != 'unsubscribed'
         GROUP BY status, language
         UNION ALL SELECT 'unsubscribed', language, count(*) FROM unsubscribes GROUP BY language`,
      )
      .all() as { status: Status; language: Language; count: number }[];
    for (const row of rows) counts[row.status][row.language] = Number(row.count);
    return counts;
  }

  /** Of those who signed up since `from`, how many confirmed (the dashboard's confirmation rate). */
  signUpsSince(from: number): { all: number; confirmed: number } {
    const row = this.#db
      .prepare(
        'SELECT count(*) AS "all", count(confirmed_at) AS confirmed FROM subscribers WHERE signed_up_at >= ?',
      )
      .get(from) as { all: number; confirmed: number };
    return { all: Number(row.all), confirmed: Number(row.confirmed) };
  }

  /** A course's enrolments in one language by state, as the Courses screen counts them. */
  enrolmentCounts(course: string, language: Language): Record<"active" | "finished" | "stopped", number> {
    const counts = { active: 0, finished: 0, stopped: 0 };
    const rows = this.#db
      .prepare(
        "SELECT status, count(*) AS count FROM enrolments WHERE course = ? AND language = ? GROUP BY status",
      )
      .all(course, language) as { status: keyof typeof counts; count: number }[];
    for (const row of rows) counts[row.status] = Number(row.count);
    return counts;
  }

  /** Lesson mails of one lesson the SMTP server accepted. */
  lessonsSent(course: string, language: Language, lesson: string): number {
    const row = this.#db
      .prepare(
        "SELECT count(*) AS n FROM enrolment_lessons l JOIN outbox o ON o.id = l.mail_id WHERE l.course = ? AND l.language = ? AND l.lesson = ? AND o.status = 'sent'",
      )
      .get(course, language, lesson) as { n: number };
    return Number(row.n);
  }

  /** One reader's enrolment in a course: lessons sent and when the next is due (ms, or null). */
  enrolment(email: string, course: string): { lessonsSent: number; nextDueAt: number | null } | undefined {
    const row = this.#db
      .prepare(
        "SELECT e.lessons_sent AS sent, e.next_due_at AS due FROM enrolments e JOIN subscribers s ON s.id = e.subscriber_id WHERE s.email_key = ? AND e.course = ?",
      )
      .get(email, course) as { sent: number; due: number | null } | undefined;
    return row
      ? { lessonsSent: Number(row.sent), nextDueAt: row.due === null ? null : Number(row.due) }
      : undefined;
  }

  coursePaused(course: string): boolean {
    const row = this.#db.prepare("SELECT paused_at FROM course_states WHERE course = ?").get(course) as
      | { paused_at: number | null }
      | undefined;
    return row?.paused_at != null;
  }

  suppressedCount(): number {
    return Number((this.#db.prepare("SELECT count(*) AS n FROM suppressions").get() as { n: number }).n);
  }

  subscriber(email: string): { id: string; status: Status } | undefined {
    return this.#db.prepare("SELECT id, status FROM subscribers WHERE email_key = ?").get(email) as
      | { id: string; status: Status }
      | undefined;
  }

  /** The outbox rows to one address, optionally of one kind. */
  mailsTo(
    recipient: string,
    kind?: string,
  ): { id: string; kind: string; status: string; issue_id: string }[] {
    const rows = this.#db
      .prepare("SELECT id, kind, status, issue_id FROM outbox WHERE recipient = ? ORDER BY created_at")
      .all(recipient) as { id: string; kind: string; status: string; issue_id: string }[];
    return kind ? rows.filter((row) => row.kind === kind) : rows;
  }

  /** An issue's mails in the outbox, by state. */
  issueMails(issueId: string): Record<string, number> {
    const rows = this.#db
      .prepare("SELECT status, count(*) AS n FROM outbox WHERE issue_id = ? GROUP BY status")
      .all(issueId) as { status: string; n: number }[];
    return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
  }

  issueIdOf(subject: string): string | undefined {
    return (
      this.#db.prepare("SELECT id FROM issues WHERE subject = ?").get(subject) as { id: string } | undefined
    )?.id;
  }

  mailEvents(subscriberId: string): string[] {
    return (
      this.#db
        .prepare("SELECT type FROM mail_events WHERE subscriber_id = ? ORDER BY at")
        .all(subscriberId) as { type: string }[]
    ).map((row) => row.type);
  }
}

/** Waits for the first mail to `address` that `matches`. */
export async function mailTo(
  smtp: TestSmtpServer,
  address: string,
  matches: (mail: ParsedMail) => boolean = () => true,
): Promise<ParsedMail> {
  await expect
    .poll(() => smtp.mailsTo(address).some(matches), {
      timeout: mailTimeout,
      message: `a mail to ${address}`,
    })
    .toBe(true);
  return smtp.mailsTo(address).find(matches) as ParsedMail;
}

export const mailIdOf = (mail: ParsedMail): string =>
  String(mail.headers.get(mailIdHeader.toLowerCase()) ?? "");

/** A made-up client address for each sign-up: the server trusts X-Forwarded-For from loopback, and
 * allows 10 sign-ups a minute per client, which a run repeated within the minute would exceed. */
const someClient = () =>
  `10.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

/** Signs an address up through the public API and waits for its confirmation mail; `confirm` then
 * confirms it and waits for the welcome mail. */
export async function signUp(
  smtp: TestSmtpServer,
  email: string,
  language: Language,
  { confirm, courses }: { confirm: boolean; courses?: string[] },
): Promise<void> {
  const client = someClient();
  const choices = courses ? { newsletter: true, courses } : undefined;
  const signedUp = await postSignUp(site, { email, language, choices }, { "X-Forwarded-For": client });
  expect(signedUp.status, `sign-up of ${email}`).toBe(302);
  const confirmation = await mailTo(smtp, email);
  if (!confirm) return;
  const token = new RegExp(`${site}/${language}/confirm\\?token=([\\w-]+)`).exec(
    confirmation.text ?? "",
  )?.[1];
  if (!token) throw new Error(`no confirmation link in the mail to ${email}`);
  // The confirm page's button: a post to the mail's link, the page's own URL.
  const confirmed = await fetch(`${site}/${language}/confirm?token=${token}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": client },
    body: "",
  });
  expect(confirmed.status, `confirmation of ${email}`).toBe(200);
  await expect.poll(() => smtp.mailsTo(email).length, { timeout: mailTimeout }).toBeGreaterThanOrEqual(2);
}

/** Posts to the bounce and complaint webhook with its secret. */
export async function postEvent(body: string, contentType: string): Promise<number> {
  const response = await fetch(`${site}/api/newsletter/events`, {
    method: "POST",
    headers: { Authorization: `Bearer ${consoleSettings.webhookSecret}`, "Content-Type": contentType },
    body,
  });
  await response.body?.cancel();
  return response.status;
}

/** An RFC 5965 abuse report (as Yahoo's feedback loop sends it) about one mail we sent: the quoted
 * original carries our mail id header, and its envelope sender is our VERP bounce address. */
export function arfComplaint({
  recipient,
  mailId,
  subject,
}: {
  recipient: string;
  mailId: string;
  subject: string;
}) {
  const verp = verpAddress(consoleSettings.bounceAddress, mailId);
  const date = new Date().toUTCString().replace("GMT", "+0000");
  const boundary = "----=_Part_e2e_complaint";
  return [
    "Return-Path: <feedback@arf.mail.yahoo.com>",
    `Date: ${date}`,
    "From: Yahoo! Mail AntiSpam Feedback <feedback@arf.mail.yahoo.com>",
    `To: ${consoleSettings.bounceAddress}`,
    `Message-ID: <${Date.now()}.e2e@arf.mail.yahoo.com>`,
    "Subject: FW: newsletter",
    "MIME-Version: 1.0",
    `Content-Type: multipart/report; report-type=feedback-report; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    "Content-Type: text/plain; charset=us-ascii",
    "Content-Transfer-Encoding: 7bit",
    "",
    "This is an email abuse report for an email message from example.org",
    "",
    `--${boundary}`,
    "Content-Type: message/feedback-report",
    "Content-Transfer-Encoding: 7bit",
    "",
    "Feedback-Type: abuse",
    "User-Agent: Yahoo!-Mail-Feedback/2.0",
    "Version: 0.1",
    `Original-Mail-From: <${verp}>`,
    `Original-Rcpt-To: ${recipient}`,
    `Received-Date: ${date}`,
    "",
    `--${boundary}`,
    "Content-Type: message/rfc822",
    "Content-Disposition: inline",
    "",
    `Return-Path: <${verp}>`,
    "From: Skattlyktan <newsletter@example.org>",
    `To: ${recipient}`,
    // The quoted subject: plain ASCII is enough here (the report is matched by the mail id).
    `Subject: ${subject.replace(/[^\x20-\x7e]/g, "?")}`,
    `Date: ${date}`,
    `Message-ID: <${mailId}@example.org>`,
    `${mailIdHeader}: ${mailId}`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "",
    "Hello, here is this month's news.",
    "",
    `--${boundary}--`,
    "",
  ].join("\r\n");
}
