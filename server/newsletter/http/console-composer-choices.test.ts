// @vitest-environment node
/** Issue 40's rest on every test database: a draft keeps the composer's preview text, audience and
 * schedule (closing the composer loses none of them), and the preview text is the issue mail's
 * preheader in the preview, the test mail and every reader's mail, kept with the issue for a restart. */
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Draft, IssuePreview } from "#shared/console-api.ts";
import { consoleApi, maxPreviewText } from "#shared/console-paths.ts";
import { confirmedSubscriber } from "#tests/support/confirmed-subscriber.ts";
import { consoleOnDatabase, consoleOrigin as origin } from "#tests/support/console-on-database.ts";
import { fixtureLibrary } from "#tests/support/course-library.ts";
import { testLinkKey } from "#tests/support/link-tokens.ts";
import { testDatabases } from "#tests/support/test-databases.ts";
import { renderMailOnce } from "../mail/render-once.ts";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const markdown = "# December news\n\nThe year ends.";
const snippet = "Three dates to note before the year ends";
const preheader = new RegExp(`<div class="preheader"[^>]*>${snippet}</div>`);

describe.each(testDatabases())("the composer's choices on $name", (database) => {
  const t = consoleOnDatabase(database, { start: Date.UTC(2026, 10, 24, 12), courses: fixtureLibrary() });
  const { post } = t;
  beforeEach(async () => {
    for (const name of ["a", "b"]) await confirmedSubscriber(t.service, t.db, `${name}@example.com`);
  });

  it("keeps preview text, audience and schedule with the draft", async () => {
    const created = await post(consoleApi.drafts, { language: "en", markdown });
    expect(created.json()).toMatchObject({ previewText: "", course: null, schedule: null });
    const { id } = created.json() as Draft;
    const choices = { previewText: `  ${snippet}\n`, course: "alpha", schedule: "2026-12-24T09:30" };
    expect((await post(consoleApi.draft(id), { language: "en", markdown, ...choices })).statusCode).toBe(200);
    const opened = await t.get(consoleApi.draft(id));
    expect(opened.json()).toMatchObject({
      previewText: snippet,
      course: "alpha",
      schedule: "2026-12-24T09:30",
    });
    // "Schedule for a time" chosen, the time not yet: kept as such.
    await post(consoleApi.draft(id), { language: "en", markdown, schedule: "" });
    const again = await t.get(consoleApi.draft(id));
    expect(again.json()).toMatchObject({ previewText: "", course: null, schedule: "" });

    for (const [change, error] of [
      [{ previewText: "x".repeat(maxPreviewText + 1) }, "bad_preview_text"],
      [{ previewText: 7 }, "bad_preview_text"],
      [{ course: "nope" }, "unknown_course"],
      [{ schedule: "next Tuesday" }, "bad_schedule"],
    ] as const) {
      const refused = await post(consoleApi.draft(id), { language: "en", markdown, ...change });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ error: error });
    }
  });

  it("sends the preview text as the issue mail's preheader, in the preview and to every reader", async () => {
    const preview = (
      await post(consoleApi.issuePreview, { language: "en", markdown, previewText: snippet })
    ).json() as IssuePreview;
    const frame = await t.get(preview.htmlUrl);
    expect(frame.body).toMatch(preheader);
    // For the inbox's list only: not in the mail's text part.
    expect(preview.text).not.toContain(snippet);

    expect(
      (await post(consoleApi.issueTest, { language: "en", markdown, previewText: snippet })).statusCode,
    ).toBe(202);
    const sent = await post(consoleApi.issueSend, { language: "en", markdown, previewText: snippet });
    expect(sent.statusCode).toBe(202);
    const mails = () =>
      t.db
        .selectFrom("outbox")
        .selectAll()
        .where("kind", "in", ["issue", "issue-test"])
        .orderBy("kind")
        .execute();
    await vi.waitFor(async () => expect(await mails()).toHaveLength(3));
    const issue = await t.db.selectFrom("issues").selectAll().executeTakeFirstOrThrow();
    expect(issue.preview_text).toBe(snippet);
    for (const row of await mails()) {
      const mail = await renderMailOnce(row, origin, testLinkKey, issue, undefined, 20_000);
      expect(mail.html).toMatch(preheader);
      expect(mail.text).not.toContain(snippet);
    }
  });

  it("leaves the preheader out when there is no preview text", async () => {
    const preview = (
      await post(consoleApi.issuePreview, { language: "en", markdown, previewText: " " })
    ).json() as IssuePreview;
    const frame = await t.get(preview.htmlUrl);
    expect(frame.body).not.toContain('class="preheader"');
  });
});
