// @vitest-environment node
/** Issue 39 part 5 (decision 050), on every test database: a draft records who saved it last, another
 * operator's save is audited once per hand-over, drafts are capped per operator, and one session's
 * POSTs are limited (another session's are not). */
import { describe, expect, it, vi } from "vitest";
import type { Draft } from "#shared/console-api.ts";
import { consoleApi } from "#shared/console-paths.ts";
import { consoleOnDatabase } from "#tests/support/console-on-database.ts";
import { testDatabases } from "#tests/support/test-databases.ts";
import { draftsPerOperator } from "../service/console-drafts.ts";
import { postsPerSessionPerMinute } from "./console-session.ts";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 30_000 });

const alice = "alice@skattlyktan.example";
const bob = "bob@skattlyktan.example";
const content = { language: "en", markdown: "# March news\n\nHello." };

describe.each(testDatabases())("drafts' authors and the console's limits on $name", (database) => {
  const t = consoleOnDatabase(database, {
    start: Date.parse("2026-11-26T12:00:00Z"),
    step: 1000,
    admins: [alice, bob],
    signedIn: false,
  });
  const post = (cookie: string, url: string, payload: unknown = {}) => t.post(url, payload, cookie);
  const { signIn } = t;

  const draftEdits = () =>
    t.db.selectFrom("audit_log").select(["operator", "detail"]).where("action", "=", "draft-edit").execute();

  it("records who saved a draft last and audits another operator's edit once per hand-over", async () => {
    const [a, b] = [await signIn(alice), await signIn(bob)];
    const created = (await post(a, consoleApi.drafts, content)).json() as Draft;
    expect(created).toMatchObject({ createdBy: alice, updatedBy: alice });
    await post(a, consoleApi.draft(created.id), { ...content, markdown: "# March news\n\nHello again." });
    expect(await draftEdits()).toEqual([]);

    const byBob = await post(b, consoleApi.draft(created.id), content);
    expect(byBob.json()).toMatchObject({ createdBy: alice, updatedBy: bob });
    await post(b, consoleApi.draft(created.id), content);
    expect(await draftEdits()).toEqual([{ operator: bob, detail: `${created.id} (last saved by ${alice})` }]);

    await post(a, consoleApi.draft(created.id), content);
    expect((await draftEdits()).map((row) => row.operator).sort()).toEqual([alice, bob]);
  });

  it("caps the drafts one operator keeps; another operator may still start one", async () => {
    const [a, b] = [await signIn(alice), await signIn(bob)];
    for (let n = 0; n < draftsPerOperator; n++) {
      expect((await post(a, consoleApi.drafts, content)).statusCode).toBe(201);
    }
    const refused = await post(a, consoleApi.drafts, content);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: "too_many_drafts" });
    expect((await post(b, consoleApi.drafts, content)).statusCode).toBe(201);
    const kept = await t.db.selectFrom("drafts").select("id").where("operator", "=", alice).execute();
    expect(kept).toHaveLength(draftsPerOperator);
  });

  it("limits one session's POSTs a minute, not another session's", async () => {
    await t.rebuild({ rateLimit: true });
    const [a, b] = [await signIn(alice), await signIn(bob)];
    const created = (await post(a, consoleApi.drafts, content)).json() as Draft;
    for (let n = 1; n < postsPerSessionPerMinute; n++) {
      expect((await post(a, consoleApi.draft(created.id), content)).statusCode).toBe(200);
    }
    const refused = await post(a, consoleApi.draft(created.id), content);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: "rate_limited" });
    // Reading is not limited by it, and the other operator's session goes on.
    expect(
      (await t.app.inject({ method: "GET", url: consoleApi.drafts, headers: { cookie: a } })).statusCode,
    ).toBe(200);
    expect((await post(b, consoleApi.draft(created.id), content)).statusCode).toBe(200);
  });

  it("audits every deletion, by its button or by a send, naming whose draft it was; an unknown id is 404", async () => {
    const [a, b] = [await signIn(alice), await signIn(bob)];
    const draftOf = async (cookie: string) =>
      ((await post(cookie, consoleApi.drafts, content)).json() as Draft).id;
    const [own, alices, sentByBob] = [await draftOf(a), await draftOf(a), await draftOf(a)];
    expect((await post(a, consoleApi.draftDelete(own))).statusCode).toBe(204);
    expect((await post(b, consoleApi.draftDelete(alices))).statusCode).toBe(204);
    const inAnHour = new Date(Date.parse("2026-11-26T13:00:00Z")).toISOString();
    const send = (cookie: string, draftId: string) =>
      post(cookie, consoleApi.issueSend, { ...content, scheduleAt: inAnHour, draftId });
    const sent = await send(b, sentByBob);
    expect(sent.statusCode).toBe(202);
    const deletions = await t.db
      .selectFrom("audit_log")
      .select(["operator", "detail"])
      .where("action", "=", "draft-delete")
      .orderBy("at")
      .execute();
    expect(deletions).toEqual([
      { operator: alice, detail: own },
      { operator: bob, detail: `${alices} (last saved by ${alice})` },
      { operator: bob, detail: `${sentByBob} (last saved by ${alice}), sent as issue ${sent.json().id}` },
    ]);
    // Gone, or never there: deleting it is 404; a send naming it still goes out (the issue is the
    // operator's work), with no deletion audited.
    for (const id of [own, "no-such-draft"]) {
      expect((await post(a, consoleApi.draftDelete(id))).json()).toEqual({ error: "not_found" });
      expect((await send(a, id)).statusCode).toBe(202);
      // The same text and time again is the same issue (sends are idempotent), so still one issue.
    }
    expect(await t.db.selectFrom("issues").select("id").execute()).toHaveLength(1);
    expect(
      await t.db
        .selectFrom("audit_log")
        .select("id")
        .where("action", "in", ["draft-delete", "issue-send"])
        .execute(),
    ).toHaveLength(6);
  });
});
