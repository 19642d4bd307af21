/** Inline styles for what the site styles with CSS, as many mail clients drop <style> (issue 39); only
 * for HTML we render ourselves, whose tags have a regular form. */
/** The site's palette (app/app.css): brand blues, the lantern yellow of its callouts. */
export const mailColours = {
  page: "#eef7fa", // brand-50
  text: "#1a202c",
  muted: "#475569",
  brand: "#0b5873", // brand-700: the header band and buttons
  link: "#0a4559", // brand-800
  heading: "#0b3443", // brand-900
  lantern: "#f7c04a", // lantern-400
  calloutBackground: "#fffaf0",
  rule: "#d9dee5",
} as const;

const c = mailColours;
const css = {
  callout: `margin:16px 0;padding:12px 16px;border:1px solid ${c.lantern};border-left:6px solid ${c.lantern};border-radius:8px;background:${c.calloutBackground};`,
  calloutTitle: `margin:0 0 4px;font-weight:bold;color:${c.heading};`,
  scroll: "overflow-x:auto;margin:16px 0;",
  table: "border-collapse:collapse;width:100%;font-size:15px;",
  th: "border-bottom:2px solid #94a3b8;padding:6px 8px;text-align:left;vertical-align:bottom;",
  td: `border-bottom:1px solid ${c.rule};padding:6px 8px;text-align:left;vertical-align:top;`,
  num: "text-align:right;white-space:nowrap;",
  blockquote: "margin:16px 0;padding:0 0 0 12px;border-left:3px solid #cbd5e1;color:#334155;",
  img: "max-width:100%;height:auto;",
  link: `color:${c.link};text-decoration:underline;`,
};

/** For clients with a dark scheme through <style> (Apple Mail, Outlook for Mac); the others show the light
 * mail or invert it, both readable. `[data-ogsc]` is Outlook.com's dark mode. */
export const darkSchemeCss = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  body, .mail-page { background: #0b1a21 !important; color: #e8f0f3 !important; }
  .mail-column, .mail-cell { background: #10262f !important; color: #e8f0f3 !important; }
  .mail-cell a { color: #fcd77f !important; }
  .mail-cell a.mail-button { background: #f7c04a !important; color: #0b3443 !important; }
  .mail-muted, .mail-cell blockquote { color: #b9c9cf !important; }
  .mail-cell .callout { background: #2b2410 !important; }
  .mail-cell .callout-title { color: #fcd77f !important; }
  .mail-cell th, .mail-cell td, .mail-footer { border-color: #3b5560 !important; }
  .mail-note { background: #3a2f0c !important; color: #fdf3d0 !important; }
}
[data-ogsc] .mail-cell a { color: #fcd77f !important; }
`;

const cellsOf = (row: string) =>
  [...row.matchAll(/<(?:th|td)\b([^>]*)>([\s\S]*?)<\/(?:th|td)>/g)].map((match) => ({
    numeric: /class="num"/.test(match[1] ?? ""),
    html: match[2] ?? "",
  }));

/**
 * A table the site stacks on a phone (render-markdown.ts: three columns or more, or two of figures) as
 * rows in every mail client (issue 51): a mail cannot count on media queries, and at 375 px a third
 * column was cut off. Each row of the lesson's table becomes a group: its first cell as the group's
 * heading, then one "column heading | value" row per other cell. Cells keep their column's heading in
 * data-label, from which the text part reads the rows (plain-text.ts).
 */
function stackedTable(inner: string): string {
  const [head = "", ...rows] = [...inner.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((match) => match[1] ?? "");
  const labels = cellsOf(head).map((cell) => cell.html);
  const label = (index: number) => (labels[index] ?? "").replace(/<[^>]*>/g, "");
  const groups = rows.map((row) => {
    const [first, ...rest] = cellsOf(row);
    // A figure as the heading needs its column's name beside it ("Income: 300 000 kr").
    const title = first?.numeric
      ? `<span class="mail-label">${labels[0]}: </span>${first.html}`
      : (first?.html ?? "");
    const lines = rest.map(
      (cell, index) =>
        `<tr><th scope="row" style="${css.td}font-weight:normal;">${labels[index + 1] ?? ""}</th>` +
        `<td class="num" data-label="${label(index + 1)}" style="${css.td}${css.num}">${cell.html}</td></tr>`,
    );
    return (
      `<tbody><tr><th colspan="2" scope="colgroup" data-label="${label(0)}" style="${css.th}">${title}</th></tr>` +
      `${lines.join("")}</tbody>`
    );
  });
  return `<table class="mail-rows" style="${css.table}">${groups.join("")}</table>`;
}

export function mailSafeHtml(html: string): string {
  return html
    .replace(
      /(<div class="table-scroll table-stack"[^>]*>)\s*<table>([\s\S]*?)<\/table>/g,
      (_, box: string, inner: string) => `${box}${stackedTable(inner)}`,
    )
    .replace(/<div class="callout"/g, `<div class="callout" style="${css.callout}"`)
    .replace(/<p class="callout-title">/g, `<p class="callout-title" style="${css.calloutTitle}">`)
    .replace(/<div class="table-scroll"/g, `<div class="table-scroll" style="${css.scroll}"`)
    .replace(/<table>/g, `<table style="${css.table}">`)
    .replace(
      /<(th|td)( scope="col")? class="num"( data-label="[^"]*")?>/g,
      (_, tag: "th" | "td", scope = "", label = "") => {
        return `<${tag}${scope} class="num"${label} style="${css[tag]}${css.num}">`;
      },
    )
    .replace(
      /<(th|td)( scope="col")?( data-label="[^"]*")?>/g,
      (_, tag: "th" | "td", scope = "", label = "") => {
        return `<${tag}${scope}${label} style="${css[tag]}">`;
      },
    )
    .replace(/<blockquote>/g, `<blockquote style="${css.blockquote}">`)
    .replace(/<img src="/g, `<img style="${css.img}" src="`)
    .replace(/<a href="/g, `<a style="${css.link}" href="`);
}
