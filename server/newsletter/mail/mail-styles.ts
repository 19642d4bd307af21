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

export function mailSafeHtml(html: string): string {
  return html
    .replace(/<div class="callout"/g, `<div class="callout" style="${css.callout}"`)
    .replace(/<p class="callout-title">/g, `<p class="callout-title" style="${css.calloutTitle}">`)
    .replace(/<div class="table-scroll"/g, `<div class="table-scroll" style="${css.scroll}"`)
    .replace(/<table>/g, `<table style="${css.table}">`)
    .replace(/<(th|td)( scope="col")? class="num">/g, (_, tag: "th" | "td", scope = "") => {
      return `<${tag}${scope} class="num" style="${css[tag]}${css.num}">`;
    })
    .replace(/<(th|td)( scope="col")?>/g, (_, tag: "th" | "td", scope = "") => {
      return `<${tag}${scope} style="${css[tag]}">`;
    })
    .replace(/<blockquote>/g, `<blockquote style="${css.blockquote}">`)
    .replace(/<img src="/g, `<img style="${css.img}" src="`)
    .replace(/<a href="/g, `<a style="${css.link}" href="`);
}
