/** Layer domain/: the bounds an issue's Markdown must keep, for the console's routes and the renderer
 * alike (decision 033). */

/** Issue 31: one deeply nested issue stalled the site for 10 s. 100 KB is several times a long
 * newsletter; no mail client shows 16 levels of quotes and lists legibly. */
export const issueLimits = { maxBytes: 100 * 1024, maxDepth: 16, renderMs: 2000 } as const;

export type IssueMarkdownProblem = "issue_too_large" | "issue_too_deep";

/** Block markers a line opens, each one level: `>` quotes and list items (`-`, `*`, `+`, `1.`, `1)`). */
const blockMarker = /^[ \t]{0,3}(?:>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))[ \t]?/;

/** A linear scan, before any parser sees the text; indentation counts a level per two columns. */
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
