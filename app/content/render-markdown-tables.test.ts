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
    expect(html).toContain('<td class="num" data-label="Figure">SEK\u00a035,000</td>');
    expect(html).toContain('<td data-label="Step">Cost</td>');
  });

  it("get unique names when one section has two alike, and start afresh in the next document", () => {
    const html = renderMarkdown(`## Example\n\n${table}\nThen:\n\n${table}`, "en");
    expect(html).toContain('aria-label="Example: Step, Figure"');
    expect(html).toContain('aria-label="Example: Step, Figure (2)"');
    expect(renderMarkdown(table, "se")).toContain('aria-label="Step, Figure"');
  });
});

describe("a table of several columns on a phone (issue 51)", () => {
  it("labels every cell with its column's heading, and stacks when it has three columns or two of figures", () => {
    const years = "| Line | 2025 | 2026 |\n|---|---|---|\n| **State tax** | 625 800 kr | 643 000 kr |\n";
    const html = renderMarkdown(years, "se");
    expect(html).toContain('<div class="table-scroll table-stack" role="region"');
    expect(html).toContain('<td data-label="Line"><strong>State tax</strong></td>');
    expect(html).toContain('<td class="num" data-label="2026">643\u00a0000\u00a0kr</td>');
    // Two columns, one of figures, fit a phone: they keep the scroll box alone.
    expect(renderMarkdown(table, "en")).toContain('<div class="table-scroll" role="region"');
  });

  it("escapes a heading's markup and quotes in the label", () => {
    const html = renderMarkdown('| *Step* | "Cost" | Days |\n|---|---|---|\n| a | 1 | 2 |\n', "en");
    expect(html).toContain('data-label="Step"');
    expect(html).toContain('data-label="&quot;Cost&quot;"');
  });
});
