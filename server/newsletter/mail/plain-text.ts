/** The plain-text part, derived from the HTML so both say the same; a link reads "label <url>" (RFC 3986
 * appendix C). */
import { compile } from "html-to-text";

const headings = ["h1", "h2", "h3", "h4"].map((selector) => ({ selector, options: { uppercase: false } }));

const convert = compile({
  wordwrap: false,
  selectors: [
    { selector: "a", options: { hideLinkHrefIfSameAsText: true, linkBrackets: ["<", ">"] } },
    { selector: "ul", options: { itemPrefix: "- " } },
    { selector: "img", format: "skip" },
    // The inbox's preview line; the text part starts with the mail itself.
    { selector: ".preheader", format: "skip" },
    ...headings,
  ],
});

const cellPattern = /<(th|td)\b[^>]*>([\s\S]*?)<\/\1>/g;
const cells = (row: string) => [...row.matchAll(cellPattern)].map((match) => (match[2] ?? "").trim());

/** A table as its rows, each cell named by its column (issue 39): "Income: 625 800 kr; Tax: 152 000 kr"
 * reads in any width. Layout tables (role="presentation") are left be. */
export function tablesAsRows(html: string): string {
  return html.replace(
    /<table(?![^>]*role="presentation")[^>]*>([\s\S]*?)<\/table>/g,
    (table: string, inner: string) => {
      // A table the mail lays out as rows (mail-styles.ts): one line per group, from its labelled cells.
      if (table.startsWith('<table class="mail-rows"')) {
        const items = [...inner.matchAll(/<tbody>([\s\S]*?)<\/tbody>/g)].map((group) => {
          const values = [
            ...(group[1] ?? "").matchAll(/<(th|td)\b[^>]*data-label="([^"]*)"[^>]*>([\s\S]*?)<\/\1>/g),
          ];
          return `<li>${values.map((match) => `${match[2]}: ${(match[3] ?? "").replace(/<span class="mail-label">[\s\S]*?<\/span>/, "").trim()}`).join("; ")}</li>`;
        });
        return `<ul>${items.join("")}</ul>`;
      }
      const rows = [...inner.matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr>/g)].map((match) => match[1] ?? "");
      const [head, ...body] = rows;
      const names = head && /<th\b/.test(head) ? cells(head) : [];
      const items = (names.length > 0 ? body : rows).map((row) => {
        const values = cells(row).map((value, index) => (names[index] ? `${names[index]}: ${value}` : value));
        return `<li>${values.join("; ")}</li>`;
      });
      return `<ul>${items.join("")}</ul>`;
    },
  );
}

/** Blank lines between blocks collapse to one, however the templates nest their blocks. */
export function htmlToText(html: string): string {
  return convert(tablesAsRows(html)).replace(/\n{3,}/g, "\n\n");
}
