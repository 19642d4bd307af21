// @vitest-environment node
/** Issue and lesson mails rendered once per send, off the server's thread (issue 39). */
import { Worker } from "node:worker_threads";
import { describe, expect, it, vi } from "vitest";
import { fixtureLibrary } from "#tests/support/course-library.ts";
import { issueOutboxRow } from "#tests/support/issue-rows.ts";
import { testLinkKey } from "#tests/support/link-tokens.ts";
import { slowButAllowedIssue } from "#tests/support/slow-markdown.ts";
import { renderIssue } from "./markdown.ts";
import { htmlToText } from "./plain-text.ts";
import { renderMail } from "./render-mail.ts";
import { maxRenderedBytes, renderMailOnce } from "./render-once.ts";

vi.setConfig({ testTimeout: 60_000 });

// Watches html-to-text on this thread (a mail's costly step). The worker thread loads plain-text.ts
// itself, outside Vitest's modules: a render that ran here would be seen. (The CPU figures: bench:render.)
// Reloads what an earlier file in this worker loaded, so the mock reaches it (docs/testing.md).
vi.hoisted(() => vi.resetModules());
vi.mock("./plain-text.ts", async (original) => {
  const actual = await original<typeof import("./plain-text.ts")>();
  return { ...actual, htmlToText: vi.fn(actual.htmlToText) };
});

const origin = "https://www.skattlyktan.example";

/** A long issue within the Markdown limit (79 KB of 100): many paragraphs, links and tables. */
const bigIssue = renderIssue(
  `# A long issue\n\n${Array.from(
    { length: 500 },
    (_, i) =>
      `Paragraph ${i} with [a link](https://www.skattlyktan.example/en/guides/${i}) and **bold** words that go on for a while.\n\n| A | B |\n| --- | --- |\n| ${i} | ${i + 1} |\n`,
  ).join("\n")}`,
);

const issueRow = (n: number, issue = bigIssue) => issueOutboxRow(n, issue);

describe("mails rendered once, off the thread", () => {
  it("gives each reader the mail renderMail gives, with their own links", async () => {
    for (const n of [1, 2]) {
      const row = issueRow(n);
      const once = await renderMailOnce(row, origin, testLinkKey, bigIssue);
      expect(once).toEqual(renderMail(row, origin, testLinkKey, bigIssue));
    }
    const lesson = {
      ...issueRow(3),
      kind: "lesson" as const,
      course: "alpha",
      payload: JSON.stringify({
        unsubscribeToken: "u".repeat(43),
        stopCourseToken: "s".repeat(43),
        lesson: "l2",
      }),
    };
    const courses = fixtureLibrary();
    expect(await renderMailOnce(lesson, origin, testLinkKey, undefined, courses)).toEqual(
      renderMail(lesson, origin, testLinkKey, undefined, courses),
    );
  });

  it("keeps the thread free while 20 readers' mails of a long issue render", async () => {
    // Within the Markdown limits, and slow to turn into text (html-to-text: about 0.2 s a call).
    const issue = { ...renderIssue(slowButAllowedIssue), subject: "Quoted lists" };
    vi.mocked(htmlToText).mockClear();
    const jobs = vi.spyOn(Worker.prototype, "postMessage");
    let filled = 0;
    for (let n = 0; n < 20; n++) {
      const mail = await renderMailOnce(issueRow(n, issue), origin, testLinkKey, issue, undefined, 60_000);
      if (mail.html.includes(String(n).padStart(43, "t"))) filled++;
    }
    expect(filled).toBe(20);
    // One render for the twenty readers, in the worker; none on this thread.
    expect(jobs).toHaveBeenCalledTimes(1);
    expect(htmlToText).not.toHaveBeenCalled();
  });

  it("refuses a mail whose rendered size passes the cap", async () => {
    const huge = { subject: "Huge", html: `<p>${"x".repeat(maxRenderedBytes)}</p>` };
    await expect(renderMailOnce(issueRow(1, huge), origin, testLinkKey, huge)).rejects.toMatchObject({
      code: "issue_too_large",
    });
  });

  it("gives up a render past its time limit, and renders the next in a fresh worker", async () => {
    const slow = { ...renderIssue(slowButAllowedIssue), subject: "Too slow" };
    await expect(
      renderMailOnce(issueRow(1, slow), origin, testLinkKey, slow, undefined, 1),
    ).rejects.toMatchObject({
      code: "issue_too_complex",
    });
    const small = { subject: "Small", html: "<p>x</p>" };
    const mail = await renderMailOnce(issueRow(2, small), origin, testLinkKey, small);
    expect(mail.subject).toBe("Small");
  });
});
