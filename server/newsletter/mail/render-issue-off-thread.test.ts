// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { slowButAllowedIssue } from "../../../tests/support/slow-markdown.ts";
import { issueMarkdownProblem } from "../domain/issue-markdown.ts";
import { renderIssue } from "./markdown.ts";
import { IssueMarkdownError, renderIssueOffThread } from "./render-issue-off-thread.ts";

vi.setConfig({ testTimeout: 30_000 });

/** The longest gap between ticks of a 1 ms timer while `work` runs: how long the thread was blocked. */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  try {
    await work();
    // One more tick, so a stall that lasted until the work's end is measured too.
    await new Promise((resolve) => setTimeout(resolve, 10));
  } finally {
    clearInterval(timer);
  }
  return longest;
}

describe("issue Markdown, bounded and off the server's thread", () => {
  it("renders what renderIssue renders", async () => {
    const markdown = "# March news\n\nThe **deadline** is 4 May.\n\n> quoted\n\n- one\n- two\n";
    expect(await renderIssueOffThread(markdown)).toEqual(renderIssue(markdown));
  });

  it("refuses Markdown over 100 KB or nested deeper than 16 levels before any parser sees it", async () => {
    const deepQuote = `# S\n\n${">".repeat(5000)} x`;
    const deepList = `# S\n\n${Array.from({ length: 40 }, (_, i) => `${" ".repeat(i * 2)}- x`).join("\n")}`;
    const deepMixed = `# S\n\n${"> - ".repeat(9)}x`;
    for (const markdown of [deepQuote, deepList, deepMixed]) {
      expect(issueMarkdownProblem(markdown)).toBe("issue_too_deep");
      await expect(renderIssueOffThread(markdown)).rejects.toMatchObject({
        code: "issue_too_deep",
        statusCode: 422,
      });
    }
    const long = `# S\n\n${"word ".repeat(21_000)}`;
    await expect(renderIssueOffThread(long)).rejects.toMatchObject({
      code: "issue_too_large",
      statusCode: 413,
    });
    expect(issueMarkdownProblem(`# S\n\n${"> - ".repeat(8)}x\n\n    code\n`)).toBeUndefined();
  });

  it("renders a slow issue without stalling the thread, and gives up on one slower than its time", async () => {
    expect(issueMarkdownProblem(slowButAllowedIssue)).toBeUndefined();
    const offThread = await longestStall(() => renderIssueOffThread(slowButAllowedIssue, 20_000));
    const onThread = await longestStall(async () => renderIssue(slowButAllowedIssue));
    // Relative, as this shared machine's own scheduling stalls a plain timer by up to ~100 ms under load:
    // measured 150–380 ms off the thread against 2.4–2.5 s on it (load 11 on 2 cores), 1 s when quiet.
    expect(onThread).toBeGreaterThan(300);
    expect(offThread).toBeLessThan(onThread / 3);

    const error = await renderIssueOffThread(slowButAllowedIssue, 50).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(IssueMarkdownError);
    expect(error).toMatchObject({ code: "issue_too_complex", statusCode: 422 });
  });
});
