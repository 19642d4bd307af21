// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { slowButAllowedIssue } from "#tests/support/slow-markdown.ts";
import { issueMarkdownProblem } from "../domain/issue-markdown.ts";
import { renderIssue } from "./markdown.ts";
import { IssueMarkdownError, renderIssueOffThread } from "./render-issue-off-thread.ts";

vi.setConfig({ testTimeout: 30_000 });

// Watches the renderer on this thread. The worker thread loads markdown.ts itself, outside Vitest's
// modules: a render that ran here instead would be seen. (How long each stalls the thread: bench:render.)
// Reloads what an earlier file in this worker loaded, so the mock reaches it (docs/testing.md).
vi.hoisted(() => vi.resetModules());
vi.mock("./markdown.ts", async (original) => {
  const actual = await original<typeof import("./markdown.ts")>();
  return { ...actual, renderIssue: vi.fn(actual.renderIssue) };
});

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
    vi.mocked(renderIssue).mockClear();
    const rendered = await renderIssueOffThread(slowButAllowedIssue, 20_000);
    expect(rendered.html).toContain("<blockquote>");
    expect(renderIssue).not.toHaveBeenCalled();

    const error = await renderIssueOffThread(slowButAllowedIssue, 50).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(IssueMarkdownError);
    expect(error).toMatchObject({ code: "issue_too_complex", statusCode: 422 });
  });
});
