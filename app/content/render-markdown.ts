/**
 * A lesson's Markdown to HTML, the same for its page and its e-mail: `##` sections with anchors,
 * tables, the `[!CHECK]` callout (docs/writing-lessons.md), links only to https addresses or the site's
 * own paths, raw HTML shown as text, and each language's typography applied to the text.
 */
import { Marked, type Tokens } from "marked";
import type { Language } from "../config/site";
import { linkGlossaryTerms } from "./glossary-links";

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

function markedFor(language: Language): Marked {
  return new Marked({
    gfm: true,
    async: false,
    renderer: {
      html({ text }: Tokens.HTML | Tokens.Tag) {
        return escapeHtml(text);
      },
      heading({ tokens, depth }: Tokens.Heading) {
        const text = this.parser.parseInline(tokens);
        const level = Math.min(Math.max(depth, 2), 4); // the page's title is its only h1
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

export function renderMarkdown(markdown: string, language: Language): string {
  const html = renderers[language].parse(applyTypography(markdown, language)) as string;
  return linkGlossaryTerms(html, language); // each term's first use leads to its glossary entry
}
