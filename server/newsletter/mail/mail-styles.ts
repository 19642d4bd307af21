/** Inline styles for the parts of a lesson or issue that the site styles with CSS (issue 39): the site's
 * stylesheet does not travel with a mail, and many clients drop <style>, so "Check this" callouts and
 * tables would arrive unstyled. Applied to HTML we render ourselves (app/content/render-markdown.ts and
 * markdown.ts), whose tags have a known, regular form. */
const css = {
  callout: "margin:16px 0;padding:12px 16px;border-left:4px solid #1e40af;background:#eef2ff;",
  calloutTitle: "margin:0 0 4px;font-weight:bold;color:#1e3a8a;",
  scroll: "overflow-x:auto;margin:16px 0;",
  table: "border-collapse:collapse;width:100%;font-size:15px;",
  th: "border-bottom:2px solid #94a3b8;padding:6px 8px;text-align:left;vertical-align:bottom;",
  td: "border-bottom:1px solid #d9dee5;padding:6px 8px;text-align:left;vertical-align:top;",
  num: "text-align:right;white-space:nowrap;",
  blockquote: "margin:16px 0;padding:0 0 0 12px;border-left:3px solid #cbd5e1;color:#334155;",
  img: "max-width:100%;height:auto;",
};

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
    .replace(/<img src="/g, `<img style="${css.img}" src="`);
}
