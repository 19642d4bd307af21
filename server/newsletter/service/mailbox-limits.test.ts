// @vitest-environment node
/** The limits on mail per address count inboxes, not spellings, and the silent cap on sign-in mails
 * keeps an operator's links working (issue 39), on every database. */
import { describe, expect, it } from "vitest";
import { linkTokensOf } from "#tests/support/link-tokens.ts";
import { serviceOnDatabase } from "#tests/support/service-on-database.ts";
import { testDatabases } from "#tests/support/test-databases.ts";

const operator = "operator@skattlyktan.example";

describe.each(testDatabases())("mail limits per inbox on $name", (database) => {
  const t = serviceOnDatabase(database, { start: Date.UTC(2026, 10, 26), admins: [operator] });

  const confirmMails = async () =>
    t.db.selectFrom("outbox").select(["recipient"]).where("kind", "=", "confirm").execute();

  it("puts at most 3 confirmations in one inbox however its address is spelt", async () => {
    for (let n = 1; n <= 6; n++) {
      await t.service.subscribe({ email: `carol+${n}@example.org`, language: "en", formVersion: "v1" });
      t.clock += 1000;
    }
    for (const email of [
      "d.ave@gmail.com",
      "da.ve@googlemail.com",
      "D.A.V.E+x@gmail.com",
      "dave@gmail.com",
    ]) {
      await t.service.subscribe({ email, language: "en", formVersion: "v1" });
      t.clock += 1000;
    }
    const recipients = (await confirmMails()).map((row) => row.recipient);
    expect(recipients.filter((to) => to.startsWith("carol"))).toHaveLength(3);
    expect(recipients.filter((to) => /^d/i.test(to))).toHaveLength(3);
    // The address is kept as typed.
    expect(recipients).toContain("carol+1@example.org");
    expect(recipients).toContain("da.ve@googlemail.com");
  });

  it("mails an operator at most 5 sign-in links in 15 minutes, each of which still signs in", async () => {
    for (let n = 0; n < 8; n++) await t.service.requestSignIn(operator);
    const links = await t.db
      .selectFrom("outbox")
      .select(["id"])
      .where("kind", "=", "operator-sign-in")
      .execute();
    expect(links).toHaveLength(5);
    const { signInToken } = linkTokensOf(links[4] ?? { id: "" });
    expect(await t.service.completeSignIn(signInToken as string)).toMatchObject({ email: operator });
    t.clock += 15 * 60_000 + 1;
    await t.service.requestSignIn(operator);
    expect(
      await t.db.selectFrom("outbox").select("id").where("kind", "=", "operator-sign-in").execute(),
    ).toHaveLength(6);
  });

  it("mails an operator at most 20 sign-in links a day, however the 15-minute windows fall (issue 52)", async () => {
    const links = () =>
      t.db.selectFrom("outbox").select("id").where("kind", "=", "operator-sign-in").execute();
    // An outsider asking without pause for 24 hours: 5 per 15 minutes would be 480.
    for (let quarter = 0; quarter < 96; quarter++) {
      for (let n = 0; n < 6; n++) await t.service.requestSignIn(operator);
      t.clock += 15 * 60_000 + 1;
      // The hourly purge keeps the day's links to count them.
      if (quarter % 4 === 3) await t.service.purgeStale();
    }
    expect(await links()).toHaveLength(20);
    // A day after the first of them, links are mailed again.
    t.clock += 60 * 60_000;
    await t.service.requestSignIn(operator);
    expect(await links()).toHaveLength(21);
  });
});
