/** Tables for numbers (issue 41): a labelled region that scrolls, amounts right-aligned, a region's
 * name unique on the page (axe: landmark-unique). */
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./render-markdown";

const table =
  "| Step | Figure |\n|---|---|\n| Cost | SEK 35,000 |\n| Days | 200 |\n| Time saved | 2 hours |\n";

describe("a lesson's tables", () => {
  it("stand in a focusable region named by their section and columns, amounts marked as numbers", () => {
    const html = renderMarkdown(`## Worked example: Ali\n\n${table}`, "en");
    expect(html).toContain(
      '<div class="table-scroll" role="region" tabindex="0" aria-label="Worked example: Ali: Step, Figure">',
    );
    expect(html).toContain('<th scope="col" class="num">Figure</th>');
    expect(html).toContain('<td class="num">SEK\u00a035,000</td>');
    expect(html).toContain("<td>Cost</td>");
  });

  it("get unique names when one section has two alike, and start afresh in the next document", () => {
    const html = renderMarkdown(`## Example\n\n${table}\nThen:\n\n${table}`, "en");
    expect(html).toContain('aria-label="Example: Step, Figure"');
    expect(html).toContain('aria-label="Example: Step, Figure (2)"');
    expect(renderMarkdown(table, "se")).toContain('aria-label="Step, Figure"');
  });
});
