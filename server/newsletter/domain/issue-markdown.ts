/** Layer domain/: the bounds an issue's Markdown must keep, checked by the console's routes and the
 * renderer alike (mail/render-issue-off-thread.ts, decision 033). */

/** What an issue's Markdown may be (issue 31: one deeply nested issue stalled the site for 10 s). 100 KB
 * is several times a long newsletter; 16 levels of quotes and lists is more than any mail client shows
 * legibly. Beyond either the answer is 413 `issue_too_large` or 422 `issue_too_deep`; and a text within
 * both that still takes longer than `renderMs` to render is given up, 422 `issue_too_complex`. */
export const issueLimits = { maxBytes: 100 * 1024, maxDepth: 16, renderMs: 2000 } as const;

export type IssueMarkdownProblem = "issue_too_large" | "issue_too_deep";

/** Block markers a line opens, each one level: `>` quotes and list items (`-`, `*`, `+`, `1.`, `1)`). */
const blockMarker = /^[ \t]{0,3}(?:>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))[ \t]?/;

/** A linear scan, before any Markdown parser sees the text: how deep its quotes and lists go. Leading
 * indentation counts a level per two columns (a tab is four), as nested list items are indented. */
export function issueMarkdownProblem(markdown: string): IssueMarkdownProblem | undefined {
  if (new TextEncoder().encode(markdown).length > issueLimits.maxBytes) return "issue_too_large";
  for (const line of markdown.split(/\r\n?|\n/)) {
    const indent = /^[ \t]*/.exec(line)?.[0] ?? "";
    let depth = Math.floor(indent.replaceAll("\t", "    ").length / 2);
    let rest = line.slice(indent.length);
    for (let marker = blockMarker.exec(rest); marker; marker = blockMarker.exec(rest)) {
      depth++;
      rest = rest.slice(marker[0].length);
      if (depth > issueLimits.maxDepth) return "issue_too_deep";
    }
    if (depth > issueLimits.maxDepth) return "issue_too_deep";
  }
  return undefined;
}
