// @vitest-environment node
/** Issue 33's console API, on every test database: the subscriber list (paging, order, partial search,
 * filters, counts), the actions on a record and their audit, drafts, duplicating an issue, test mails
 * marked as such, whom Send would reach, and the audit log's pages and filters with issues by subject. */
import { describe, expect, it, vi } from "vitest";
import type { SubscriberPage } from "#shared/console-api.ts";
import { consoleApi, testSubjectPrefix } from "#shared/console-paths.ts";
import { confirmedSubscriber } from "#tests/support/confirmed-subscriber.ts";
import { consoleOnDatabase, consoleOperator as operator } from "#tests/support/console-on-database.ts";
import { testDatabases } from "#tests/support/test-databases.ts";
import { addressHash } from "../domain/addresses.ts";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

describe.each(testDatabases())("the console's lists on $name", (database) => {
  const t = consoleOnDatabase(database, { start: Date.parse("2026-11-24T12:00:00Z") });
  const { post, get } = t;
  const list = async (query: object) =>
    (await post(consoleApi.subscriberList, query)).json() as SubscriberPage;
  const auditRows = async (query: object = {}) =>
    (await post(consoleApi.audit, query)).json().entries as {
      action: string;
      detail: string;
      operator: string;
      issue: { subject: string } | null;
    }[];
  const suppress = (email: string) =>
    t.db
      .insertInto("suppressions")
      .values({ address_hash: addressHash(email), created_at: t.clock })
      .execute();

  it("counts the confirmed by what they get: the newsletter, a course, both or neither (issue 53)", async () => {
    for (const name of ["news", "both", "course", "over"]) {
      await confirmedSubscriber(t.service, t.db, `${name}@example.org`, "en");
    }
    const idOf = async (name: string) =>
      (
        await t.db
          .selectFrom("subscribers")
          .select("id")
          .where("email", "=", `${name}@example.org`)
          .executeTakeFirstOrThrow()
      ).id;
    await t.db
      .updateTable("subscribers")
      .set({ newsletter: 0 })
      .where("email", "in", ["course@example.org", "over@example.org"])
      .execute();
    const enrol = async (name: string, status: "active" | "finished") =>
      t.db
        .insertInto("enrolments")
        .values({
          id: `e-${name}`,
          subscriber_id: await idOf(name),
          course: "alpha",
          language: "en",
          status,
          requested_at: t.clock,
          form_version: "v1",
          confirmed_at: t.clock,
          next_due_at: null,
          last_mail_id: null,
          lessons_sent: 0,
          stopped_at: null,
          stop_reason: null,
          finished_at: status === "finished" ? t.clock : null,
          updated_at: t.clock,
        })
        .execute();
    await enrol("both", "active");
    await enrol("course", "active");
    await enrol("over", "finished");
    expect((await get(consoleApi.subscriberCounts)).json().gets).toEqual([
      { language: "en", newsletterOnly: 1, coursesOnly: 1, both: 1, neither: 1 },
    ]);
  });

  it("opens a record by the opaque id its row carries, never by the address (issue 53)", async () => {
    await confirmedSubscriber(t.service, t.db, "reader@example.org", "en");
    const [row] = (await list({})).rows;
    expect(row?.id).toMatch(/^[0-9a-f-]{36}$/);
    const record = await get(consoleApi.subscriberRecord(row?.id ?? ""));
    expect(record.statusCode).toBe(200);
    expect(record.json()).toMatchObject({ id: row?.id, email: "reader@example.org", status: "confirmed" });
    for (const id of ["00000000-0000-4000-8000-000000000000", "reader@example.org", "x"]) {
      const missing = await get(consoleApi.subscriberRecord(id));
      expect([missing.statusCode, missing.json()]).toEqual([404, { error: "not_found" }]);
    }
    const signedOut = await t.app.inject({ method: "GET", url: consoleApi.subscriberRecord(row?.id ?? "") });
    expect(signedOut.statusCode).toBe(401);
  });

  it("pages, orders, searches by part of an address and filters, with counts", async () => {
    for (let n = 0; n < 12; n++) {
      t.clock += 60_000;
      const email = `reader-${String(n).padStart(2, "0")}@${n % 3 === 0 ? "mail.se" : "example.org"}`;
      if (n % 4 === 0) await t.service.subscribe({ email, language: "se", formVersion: "v1" });
      else await confirmedSubscriber(t.service, t.db, email, n % 2 ? "en" : "se");
    }
    t.clock += 60_000;
    await t.service.subscribe({ email: "100%_sure@example.org", language: "en", formVersion: "v1" });
    await suppress("reader-05@example.org");

    const first = await list({ pageSize: 25 });
    expect(first.total).toBe(13);
    // Newest sign-up first by default.
    expect(first.rows[0]?.email).toBe("100%_sure@example.org");
    expect((await get(consoleApi.subscriberCounts)).json()).toEqual({
      pending: 4,
      confirmed: 9,
      unsubscribed: 0,
      suppressed: 1,
      // The confirmed by what they get (issue 53): here all take the newsletter, none a course.
      gets: expect.arrayContaining([
        { language: "en", newsletterOnly: 6, coursesOnly: 0, both: 0, neither: 0 },
        { language: "se", newsletterOnly: 3, coursesOnly: 0, both: 0, neither: 0 },
      ]),
    });

    const byEmail = await list({ sort: "email", descending: false, pageSize: 25, page: 0 });
    expect(byEmail.rows.map((row) => row.email).slice(0, 3)).toEqual([
      "100%_sure@example.org",
      "reader-00@mail.se",
      "reader-01@example.org",
    ]);
    const secondPage = await list({ sort: "email", descending: false, pageSize: 25, page: 1 });
    expect(secondPage.rows).toEqual([]);
    expect(secondPage.total).toBe(13);

    expect((await list({ search: "MAIL.SE" })).rows.map((row) => row.email).sort()).toEqual([
      "reader-00@mail.se",
      "reader-03@mail.se",
      "reader-06@mail.se",
      "reader-09@mail.se",
    ]);
    // % and _ are characters to find, not wildcards.
    expect((await list({ search: "0%_" })).rows.map((row) => row.email)).toEqual(["100%_sure@example.org"]);
    expect((await list({ status: "pending", language: "se" })).total).toBe(3);
    const suppressed = await list({ suppressed: true });
    expect(suppressed.rows.map((row) => [row.email, row.suppressed])).toEqual([
      ["reader-05@example.org", true],
    ]);
    expect((await list({ suppressed: false })).total).toBe(12);
    const confirmedByTime = await list({
      status: "confirmed",
      suppressed: false,
      sort: "confirmedAt",
      descending: true,
    });
    expect(confirmedByTime.total).toBe(8);
    expect(confirmedByTime.rows.every((row) => row.status === "confirmed" && !row.suppressed)).toBe(true);
    const times = confirmedByTime.rows.map((row) => row.confirmedAt ?? "");
    expect(times).toEqual([...times].sort().reverse());
    const swedes = await list({ language: "se", sort: "status", descending: false });
    expect(swedes.rows.map((row) => row.status)).toEqual([...swedes.rows.map((row) => row.status)].sort());
    expect(swedes.rows.every((row) => row.language === "se")).toBe(true);

    for (const bad of [{ pageSize: 7 }, { sort: "id" }, { status: "gone" }, { page: -1 }, { extra: 1 }]) {
      expect((await post(consoleApi.subscriberList, bad)).json()).toEqual({ error: "invalid_query" });
    }
  });

  it("filters by course: only readers enrolled in it, whatever their enrolment's state", async () => {
    for (const email of ["ada@example.se", "bo@example.se", "cai@example.se"]) {
      await confirmedSubscriber(t.service, t.db, email);
    }
    const enrol = async (email: string, course: string, status: "active" | "stopped") => {
      const { id } = await t.db
        .selectFrom("subscribers")
        .select("id")
        .where("email_key", "=", email)
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto("enrolments")
        .values({
          id: `${id}-${course}`,
          subscriber_id: id,
          course,
          language: "en",
          status,
          requested_at: t.clock,
          form_version: "v1",
          confirmed_at: t.clock,
          next_due_at: null,
          last_mail_id: null,
          lessons_sent: 1,
          stopped_at: status === "stopped" ? t.clock : null,
          stop_reason: status === "stopped" ? "reader" : null,
          finished_at: null,
          updated_at: t.clock,
        })
        .execute();
    };
    await enrol("ada@example.se", "general-tax-planning", "active");
    await enrol("bo@example.se", "general-tax-planning", "stopped");
    await enrol("bo@example.se", "legal-tax-optimisation", "active");
    const emails = async (query: object) => (await list(query)).rows.map((row) => row.email).sort();
    expect(await emails({ course: "general-tax-planning" })).toEqual(["ada@example.se", "bo@example.se"]);
    expect(await emails({ course: "legal-tax-optimisation" })).toEqual(["bo@example.se"]);
    expect(await emails({ course: "avoiding-declaration-errors" })).toEqual([]);
    expect((await list({ course: "general-tax-planning", search: "ada" })).total).toBe(1);
    expect((await post(consoleApi.subscriberList, { course: "no-such-course" })).statusCode).toBe(400);
  });

  it("unsubscribes, resends a confirmation and lifts a suppression with a reason, each audited", async () => {
    await confirmedSubscriber(t.service, t.db, "kept@example.org");
    await t.service.subscribe({ email: "waiting@example.org", language: "en", formVersion: "v1" });
    await suppress("kept@example.org");

    const confirmMails = () =>
      t.db
        .selectFrom("outbox")
        .select("id")
        .where("recipient", "=", "waiting@example.org")
        .where("kind", "=", "confirm")
        .execute();
    expect(await confirmMails()).toHaveLength(1);
    t.clock += 1000;
    const resent = await post(consoleApi.subscriberResendConfirmation, { email: "waiting@example.org" });
    expect(resent.statusCode).toBe(202);
    expect(await confirmMails()).toHaveLength(2);
    expect(
      (await post(consoleApi.subscriberResendConfirmation, { email: "kept@example.org" })).json(),
    ).toEqual({
      error: "not_pending",
    });
    // The sign-up's daily limit per address (3) holds for the console too.
    t.clock += 1000;
    await post(consoleApi.subscriberResendConfirmation, { email: "waiting@example.org" });
    const limited = await post(consoleApi.subscriberResendConfirmation, { email: "waiting@example.org" });
    expect(limited.statusCode).toBe(429);

    expect((await post(consoleApi.subscriberLiftSuppression, { email: "kept@example.org" })).json()).toEqual({
      error: "no_reason",
    });
    // Control and format characters are refused in a reason as in an address (issue 39).
    for (const reason of ["works again\u0000", "works \u202Eniaga"]) {
      const refused = await post(consoleApi.subscriberLiftSuppression, { email: "kept@example.org", reason });
      expect(refused.json()).toEqual({ error: "invalid_reason" });
    }
    t.clock += 1000;
    const lifted = await post(consoleApi.subscriberLiftSuppression, {
      email: "kept@example.org",
      reason: "The reader wrote to us: their mailbox works again.",
    });
    expect(lifted.json()).toMatchObject({ suppressed: false });
    expect(
      (await post(consoleApi.subscriberLiftSuppression, { email: "kept@example.org", reason: "x" })).json(),
    ).toEqual({ error: "not_suppressed" });
    t.clock += 1000;
    const unsubscribed = await post(consoleApi.subscriberUnsubscribe, { email: "kept@example.org" });
    expect(unsubscribed.json()).toEqual({ forgotten: true });
    const kept = await t.db
      .selectFrom("subscribers")
      .select("id")
      .where("email_key", "=", "kept@example.org")
      .execute();
    expect(kept).toEqual([]);
    expect((await post(consoleApi.subscriberUnsubscribe, { email: "nobody@example.org" })).statusCode).toBe(
      404,
    );

    const rows = await auditRows();
    expect(rows.map((row) => [row.action, row.detail])).toEqual([
      ["unsubscribe", "k…@example.org"],
      ["lift-suppression", "k…@example.org: The reader wrote to us: their mailbox works again."],
      ["resend-confirmation", "w…@example.org"],
      ["resend-confirmation", "w…@example.org"],
      ["sign-in", null],
    ]);
  });

  it("keeps drafts, sends one (and it is gone), duplicates the issue, and names it in the audit log", async () => {
    const created = (await post(consoleApi.drafts, { language: "en", markdown: "# Dra" })).json();
    expect(created).toMatchObject({ language: "en", markdown: "# Dra", subject: "Dra" });
    t.clock += 1000;
    const markdown = "# December news\n\nThe deadline is 2 May.";
    await post(consoleApi.draft(created.id), { language: "en", markdown });
    expect((await get(consoleApi.draft(created.id))).json()).toMatchObject({
      markdown,
      subject: "December news",
    });
    expect((await get(consoleApi.drafts)).json()).toHaveLength(1);

    await confirmedSubscriber(t.service, t.db, "reader@example.org");
    await confirmedSubscriber(t.service, t.db, "gone@example.org");
    await confirmedSubscriber(t.service, t.db, "swede@example.org", "se");
    await suppress("gone@example.org");
    const preview = (await post(consoleApi.issuePreview, { language: "en", markdown })).json();
    expect(preview.readers).toBe(1);

    t.clock += 1000;
    await post(consoleApi.issueTest, { language: "en", markdown });
    const test = await t.db
      .selectFrom("outbox")
      .select("payload")
      .where("kind", "=", "issue-test")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(test.payload).issue.subject).toBe(`${testSubjectPrefix}December news`);

    t.clock += 1000;
    const sent = (await post(consoleApi.issueSend, { language: "en", markdown, draftId: created.id })).json();
    expect((await get(consoleApi.drafts)).json()).toEqual([]);
    expect((await get(consoleApi.draft(created.id))).statusCode).toBe(404);
    expect((await get(consoleApi.issueContent(sent.id))).json()).toMatchObject({
      markdown,
      preview: { subject: "December news" },
    });

    t.clock += 1000;
    const copy = await post(consoleApi.issueDuplicate(sent.id));
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ language: "en", markdown, subject: "December news" });
    t.clock += 1000;
    await post(consoleApi.issuePause(sent.id));

    const rows = await auditRows();
    // The send and its draft's deletion share one t.clock tick, so their order is not fixed.
    const actions = rows.map((row) => [row.action, row.issue?.subject ?? null]);
    expect(actions.slice(0, 2)).toEqual([
      ["issue-pause", "December news"],
      ["issue-duplicate", "December news"],
    ]);
    expect(actions.slice(2, 4)).toEqual(
      expect.arrayContaining([
        ["issue-send", "December news"],
        ["draft-delete", null],
      ]),
    );
    expect(actions.slice(4)).toEqual([
      ["issue-test", null],
      ["sign-in", null],
    ]);
    expect((await auditRows({ action: "issue-send" })).map((row) => row.action)).toEqual(["issue-send"]);
    expect(await auditRows({ operator: "someone-else@example.org" })).toEqual([]);
    const page = (await post(consoleApi.audit, { page: 1 })).json();
    expect(page).toMatchObject({ total: 6, page: 1, pageSize: 50, entries: [] });
    expect(page.actions).toEqual([
      "draft-delete",
      "issue-duplicate",
      "issue-pause",
      "issue-send",
      "issue-test",
      "sign-in",
    ]);
    expect(page.operators).toEqual([operator]);
  });
});
