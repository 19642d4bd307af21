/**
 * A lesson's Markdown to HTML, the same for its page and its e-mail: `##` sections with anchors,
 * tables, the `[!CHECK]` callout (docs/writing-lessons.md), links only to https addresses or the site's
 * own paths, raw HTML shown as text, and each language's typography applied to the text.
 */
import { Marked, type Tokens } from "marked";
import type { Language } from "#shared/site.ts";
import { calculatorExtension } from "../features/calculator/calculator-directive";
import { linkGlossaryTerms } from "../features/glossary/glossary-links";

const calloutMarker = /^<p>\[!CHECK\]\s*(?:<br>)?\s*/;

const calloutTitle: Record<Language, string> = { en: "Check this", se: "Kontrollera" };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** An id for a heading: its words, lowercase, without accents, joined by `-`. */
export function headingId(text: string): string {
  return text
    .replace(/<[^>]*>/g, "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** No-break spaces where a line must not break: `625 800 kr`, `30 %`, `SEK 11,000` (decision 019). */
export function applyTypography(text: string, language: Language): string {
  const nbsp = "\u00a0";
  const currency = text.replace(/\b(SEK|CHF) (?=\d)/g, `$1${nbsp}`);
  if (language !== "se") return currency;
  return currency
    .replace(/(\d) (?=\d{3}(?!\d))/g, `$1${nbsp}`)
    .replace(/(\d) (?=kr\b|%|§|kap\.|km\b|CHF\b)/g, `$1${nbsp}`);
}

function safeHref(href: string): string | undefined {
  if (/^\/(?!\/)[\w\-/#.]*$/.test(href)) return href; // the site's own pages
  try {
    const url = new URL(href);
    return url.protocol === "https:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** A cell that holds an amount, a rate or a count: "35 000 kr", "SEK 35,000", "30 %", "1,400 mil". */
const numericCell =
  /^(?:SEK\s|CHF\s)?[\u2212\u2013-]?\d[\d\s\u00a0.,]*(?:\s?(?:kr|%|mil|km|CHF|dagar|days))?$/;
/** A column of figures: most of its cells are numbers (a "2 hours 10 minutes" among them aligns too). */
const isNumericColumn = (cells: string[]) =>
  cells.length > 0 && cells.filter((text) => numericCell.test(text.trim())).length * 2 > cells.length;

function markedFor(language: Language, calculatorLink?: string): Marked {
  // A table is named by the section it stands in and its columns ("Worked example: Ali: Step, Figure"),
  // and a region's name must be unique on the page, so names already given are counted.
  let section = "";
  let tableNames = new Map<string, number>();
  return new Marked({
    gfm: true,
    async: false,
    extensions: [calculatorExtension(language, calculatorLink)],
    hooks: {
      preprocess(markdown: string) {
        section = ""; // a new document: no section, no tables yet
        tableNames = new Map();
        return markdown;
      },
    },
    renderer: {
      html({ text }: Tokens.HTML | Tokens.Tag) {
        return escapeHtml(text);
      },
      heading({ tokens, depth }: Tokens.Heading) {
        const text = this.parser.parseInline(tokens);
        const level = Math.min(Math.max(depth, 2), 4); // the page's title is its only h1
        section = text.replace(/<[^>]*>/g, "");
        return `<h${level} id="${headingId(text)}">${text}</h${level}>\n`;
      },
      link({ href, tokens }: Tokens.Link) {
        const text = this.parser.parseInline(tokens);
        const target = safeHref(href);
        return target ? `<a href="${escapeHtml(target)}">${text}</a>` : text;
      },
      image({ text }: Tokens.Image) {
        return escapeHtml(text);
      },
      // Tables for numbers (issue 41): a column of amounts is right-aligned (tabular figures in CSS),
      // and a table that does not stack on a phone scrolls inside its own labelled box rather than
      // break a number across lines; the box can be focused, so it scrolls by keyboard too.
      table({ header, rows }: Tokens.Table) {
        const numeric = header.map((_, column) =>
          isNumericColumn(rows.map((row) => row[column]?.text ?? "")),
        );
        // Each cell carries its column's heading: below 480 px a table of several columns reads as
        // labelled rows (app.css, issue 51), and a mail lays it out as rows (mail-styles.ts).
        // parseInline escapes the text already: only its tags go.
        const labels = header.map((token) => this.parser.parseInline(token.tokens).replace(/<[^>]*>/g, ""));
        const cell = (tag: "th" | "td", token: Tokens.TableCell, column: number) => {
          const label = tag === "td" ? ` data-label="${labels[column] ?? ""}"` : "";
          const attributes = `${tag === "th" ? ' scope="col"' : ""}${numeric[column] ? ' class="num"' : ""}${label}`;
          return `<${tag}${attributes}>${this.parser.parseInline(token.tokens)}</${tag}>`;
        };
        const head = `<tr>${header.map((token, column) => cell("th", token, column)).join("")}</tr>`;
        const body = rows
          .map((row) => `<tr>${row.map((token, column) => cell("td", token, column)).join("")}</tr>`)
          .join("\n");
        const columns = header.map((token) => token.text.replace(/[*_`]/g, "")).join(", ");
        const name = section ? `${section}: ${columns}` : columns;
        const seen = (tableNames.get(name) ?? 0) + 1;
        tableNames.set(name, seen);
        const label = ` aria-label="${escapeHtml(seen > 1 ? `${name} (${seen})` : name)}"`;
        // Three columns or more, or two of figures, do not fit a phone side by side: they stack there.
        const stacks = header.length >= 3 || numeric.filter(Boolean).length >= 2;
        const boxClass = stacks ? "table-scroll table-stack" : "table-scroll";
        return `<div class="${boxClass}" role="region" tabindex="0"${label}>\n<table>\n<thead>${head}</thead>\n<tbody>${body}</tbody>\n</table>\n</div>\n`;
      },
      blockquote({ tokens }: Tokens.Blockquote) {
        const body = this.parser.parse(tokens);
        if (!calloutMarker.test(body)) return `<blockquote>\n${body}</blockquote>\n`;
        const title = calloutTitle[language];
        return `<div class="callout" role="note" aria-label="${title}">\n<p class="callout-title">${title}</p>\n${body.replace(calloutMarker, "<p>")}</div>\n`;
      },
    },
  });
}

const renderers = { en: markedFor("en"), se: markedFor("se") } as const satisfies Record<Language, Marked>;

/** For a lesson mail, `mail.lessonPath` is the lesson page's path: a `::calculator[kind]` line then
 * links to the calculator there instead of being the page's placeholder (calculator-directive.ts). */
export function renderMarkdown(markdown: string, language: Language, mail?: { lessonPath: string }): string {
  const renderer = mail ? markedFor(language, mail.lessonPath) : renderers[language];
  const html = renderer.parse(applyTypography(markdown, language)) as string;
  return linkGlossaryTerms(html, language); // each term's first use leads to its glossary entry
}
