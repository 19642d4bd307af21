/** A small, lifelike list for the console's screenshots (scripts/console-screenshots.ts): about 400
 * readers over 90 days, three issues sent with a few bounces and a complaint, unsubscriptions, a
 * draft and an audit log. Seeded generator: the pictures are the same each time. */
import { randomUUID } from "node:crypto";
import { courseSlugs } from "#shared/course-catalogue.ts";
import { addressHash } from "../server/newsletter/domain/addresses.ts";
import { issueId } from "../server/newsletter/service/issues.ts";
import { enrol } from "../server/newsletter/storage/enrolments.ts";
import type { NewsletterDatabase } from "../server/newsletter/storage/schema.ts";

const day = 86_400_000;
const names = [
  "anna",
  "erik",
  "maria",
  "johan",
  "sara",
  "lars",
  "emma",
  "karl",
  "lina",
  "oskar",
  "ida",
  "nils",
];
const domains = ["example.se", "example.com", "mail.example.org", "post.example.net"];

function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const issues = [
  { language: "en", subject: "September: the new deduction rules", daysAgo: 70 },
  { language: "se", subject: "Oktober: så deklarerar du ROT-avdraget", daysAgo: 40 },
  { language: "en", subject: "November: five dates for your calendar", daysAgo: 9 },
] as const;

export async function seedConsole(db: NewsletterDatabase, operator: string, now = Date.now()): Promise<void> {
  const random = generator(20261125);
  const readers: {
    id: string;
    email: string;
    language: "en" | "se";
    confirmed: number | null;
    signedUp: number;
  }[] = [];
  for (let n = 0; n < 420; n++) {
    // More sign-ups in recent weeks: the list is growing.
    const signedUp = now - Math.floor(90 * day * (1 - Math.sqrt(random())));
    const email = `${names[n % names.length]}.${n}@${domains[Math.floor(random() * domains.length)]}`;
    const confirmed = random() < 0.85 ? signedUp + Math.floor(random() * 3_600_000) : null;
    readers.push({ id: randomUUID(), email, language: random() < 0.65 ? "en" : "se", confirmed, signedUp });
  }
  await db
    .insertInto("subscribers")
    .values(
      readers.map((reader) => ({
        id: reader.id,
        email: reader.email,
        email_key: reader.email,
        address_hash: addressHash(reader.email),
        language: reader.language,
        status: reader.confirmed === null ? "pending" : "confirmed",
        signed_up_at: reader.signedUp,
        consent_language: reader.language,
        consent_form_version: "2026-11-23",
        confirmed_at: reader.confirmed,
        unsubscribed_at: null,
        updated_at: reader.confirmed ?? reader.signedUp,
      })),
    )
    .execute();
  // A third of the confirmed readers take a course (issue 40's Courses screen and records); enrolled
  // through storage's own enrol(), so the screen's tallies agree. The server's scheduler then sends them.
  const learners = readers.filter((reader) => reader.confirmed !== null && random() < 0.33);
  await db.transaction().execute(async (trx) => {
    for (const reader of learners) {
      const course = courseSlugs[Math.floor(random() * courseSlugs.length)] as string;
      const request = {
        subscriberId: reader.id,
        course,
        language: reader.language,
        requestedAt: reader.signedUp,
        formVersion: "2026-11-23",
      };
      await enrol(trx, request, reader.confirmed ?? now);
    }
  });
  const unsubscribes = Array.from({ length: 14 }, () => ({
    id: randomUUID(),
    at: now - Math.floor(random() * 80 * day),
    language: random() < 0.6 ? "en" : "se",
  })) as { id: string; at: number; language: "en" | "se" }[];
  await db.insertInto("unsubscribes").values(unsubscribes).execute();

  for (const [index, issue] of issues.entries()) {
    const markdown = `# ${issue.subject}\n\nHello! Here is this month's news.\n\n- Declare by **2 May**\n- Read [the guide](https://example.org/guide)\n`;
    const id = issueId(markdown, issue.language);
    const created = now - issue.daysAgo * day;
    await db
      .insertInto("issues")
      .values({
        id,
        language: issue.language,
        subject: issue.subject,
        html: `<p>${issue.subject}</p>`,
        markdown,
        created_at: created,
        queued_at: created + 60_000,
        final_progress: null,
      })
      .execute();
    const to = readers.filter(
      (reader) => reader.language === issue.language && reader.confirmed && reader.confirmed < created,
    );
    const mails = to.map((reader) => ({
      id: randomUUID(),
      subscriber_id: reader.id,
      recipient: reader.email,
      kind: "issue" as const,
      language: issue.language,
      payload: "{}",
      message_id: `<${randomUUID()}@example.org>`,
      issue_id: id,
      status: "sent" as const,
      attempts: 1,
      next_attempt_at: created,
      created_at: created + 60_000,
      sent_at: created + 120_000 + Math.floor(random() * 600_000),
    }));
    if (mails.length > 0) await db.insertInto("outbox").values(mails).execute();
    const events = mails.slice(0, index + 2).map((mail, k) => ({
      id: randomUUID(),
      at: (mail.sent_at as number) + 3_600_000,
      type: k === 0 && index === 2 ? ("complaint" as const) : ("hard" as const),
      source: "webhook" as const,
      subscriber_id: mail.subscriber_id,
      address_hash: addressHash(mail.recipient),
      mail_id: mail.id,
      issue_id: id,
      reason: k === 0 && index === 2 ? null : "550 5.1.1 no such user",
    }));
    await db.insertInto("mail_events").values(events).execute();
    await db
      .insertInto("suppressions")
      .values(events.map((event) => ({ address_hash: event.address_hash, created_at: event.at })))
      .onConflict((conflict) => conflict.column("address_hash").doNothing())
      .execute();
    await db
      .insertInto("audit_log")
      .values([
        {
          id: randomUUID(),
          at: created - 600_000,
          operator,
          action: "issue-test",
          detail: `${issue.language}: ${issue.subject}`,
        },
        {
          id: randomUUID(),
          at: created,
          operator,
          action: "issue-send",
          detail: `${id} (${issue.language}): ${issue.subject}`,
        },
      ])
      .execute();
  }
  await db
    .insertInto("audit_log")
    .values([
      {
        id: randomUUID(),
        at: now - 20 * day,
        operator: "editor@skattlyktan.example",
        action: "export-csv",
        detail: "318 confirmed addresses",
      },
      {
        id: randomUUID(),
        at: now - 5 * day,
        operator,
        action: "lift-suppression",
        detail: "m…@example.se: the reader wrote that the mailbox works again",
      },
      {
        id: randomUUID(),
        at: now - 2 * day,
        operator: "editor@skattlyktan.example",
        action: "erase",
        detail: "k…@example.com",
      },
    ])
    .execute();
  await db
    .insertInto("drafts")
    .values({
      id: "00000000-0000-4000-8000-000000000033",
      language: "en",
      markdown:
        "# December: the year-end checklist\n\nBefore 31 December:\n\n- **Pay in** to your pension savings\n- Keep the receipts for work done at home\n- Check your [preliminary tax](https://example.org/tax)\n\nHappy holidays!\n",
      preview_text: "Three things to do before the year ends",
      operator,
      created_at: now - 3_600_000,
      updated_at: now - 600_000,
    })
    .execute();
}
