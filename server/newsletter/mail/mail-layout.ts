/** The frame every mail shares. Styles inline because many mail clients drop <style>; createElement
 * because Node's type stripping has no JSX transform. */
import { createElement as h, type ReactNode } from "react";
import { fill } from "#shared/i18n/translate.ts";
import type { Language } from "#shared/site.ts";
import { darkSchemeCss, mailColours } from "./mail-styles.ts";
import { mailWording } from "./mail-wording.ts";

export interface MailLinks {
  site: string;
  unsubscribe: string;
}

const c = mailColours;
const styles = {
  body: { margin: 0, padding: 0, background: c.page, color: c.text },
  // Fixed layout: a wide lesson table scrolls in its own box instead of widening the whole column.
  outer: { background: c.page, padding: "24px 8px", tableLayout: "fixed" },
  column: {
    width: "100%",
    maxWidth: "600px",
    background: "#ffffff",
    borderCollapse: "collapse",
    tableLayout: "fixed",
  },
  band: {
    padding: "16px 24px",
    background: c.brand,
    borderBottom: `4px solid ${c.lantern}`,
    fontFamily: "Arial, Helvetica, sans-serif",
  },
  brand: { margin: 0, fontSize: "18px", fontWeight: "bold", color: "#ffffff", letterSpacing: "0.02em" },
  cell: {
    padding: "24px",
    fontFamily: "Arial, Helvetica, sans-serif",
    fontSize: "16px",
    lineHeight: "1.5",
    color: c.text,
    background: "#ffffff",
  },
  footer: { marginTop: "32px", paddingTop: "16px", borderTop: `1px solid ${c.rule}`, fontSize: "13px" },
  link: { color: c.link, textDecoration: "underline" },
  // Shown by the inbox beside the subject, never in the mail itself.
  preheader: {
    display: "none",
    maxHeight: 0,
    overflow: "hidden",
    opacity: 0,
    color: "transparent",
    fontSize: "1px",
    lineHeight: "1px",
    msoHide: "all",
  },
} as const;

export const siteHost = (links: MailLinks) => new URL(links.site).host;

/** A layout table (mail clients need them), not a data table for screen readers. */
const layoutTable = (props: object, ...cells: [object, ...ReactNode[]][]) =>
  h(
    "table",
    { role: "presentation", cellPadding: 0, cellSpacing: 0, border: 0, ...props },
    h("tbody", null, ...cells.map(([cell, ...content]) => h("tr", null, h("td", cell, ...content)))),
  );

/** Outlook ignores `max-width` on a div (issue 39): a 600 px table, centred, shrinking on phones. */
export function MailLayout(props: {
  language: Language;
  title: string;
  links: MailLinks;
  /** Why the reader gets this mail; the newsletter's sign-up by default. */
  reason?: string;
  unsubscribeLabel?: string;
  /** The line an inbox shows after the subject; none by default (the inbox takes the first text). */
  preheader?: string;
  children?: ReactNode;
}) {
  const wording = mailWording(props.language);
  const footer = h(
    "footer",
    { className: "mail-footer", style: styles.footer },
    h("p", null, props.reason ?? fill(wording.footerReason, { site: siteHost(props.links) })),
    h(
      "p",
      null,
      h(
        "a",
        { href: props.links.unsubscribe, style: styles.link },
        props.unsubscribeLabel ?? wording.footerUnsubscribe,
      ),
    ),
    h("p", null, wording.footerCompany, h("br"), wording.footerDisclaimer),
  );
  const column = layoutTable(
    { width: 600, className: "mail-column", style: styles.column },
    [{ className: "mail-band", style: styles.band }, h("p", { style: styles.brand }, wording.brand)],
    [{ className: "mail-cell", style: styles.cell }, props.children, footer],
  );
  return h(
    "html",
    { lang: props.language === "se" ? "sv" : "en" },
    h(
      "head",
      null,
      h("meta", { charSet: "utf-8" }),
      h("meta", { name: "viewport", content: "width=device-width, initial-scale=1" }),
      // Dark mode's colours; the inline light ones serve every client that drops <style>.
      h("meta", { name: "color-scheme", content: "light dark" }),
      h("meta", { name: "supported-color-schemes", content: "light dark" }),
      h("title", null, props.title),
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant stylesheet
      h("style", { dangerouslySetInnerHTML: { __html: darkSchemeCss } }),
    ),
    h(
      "body",
      { style: styles.body },
      props.preheader ? h("div", { className: "preheader", style: styles.preheader }, props.preheader) : null,
      layoutTable({ width: "100%", className: "mail-page", style: styles.outer }, [
        { align: "center" },
        column,
      ]),
    ),
  );
}

/** A link styled as a button; in the plain-text part it becomes "label: URL". */
export function MailButton(props: { href: string; label: string }) {
  return h(
    "p",
    { style: { margin: "24px 0" } },
    h(
      "a",
      {
        href: props.href,
        className: "mail-button",
        style: {
          display: "inline-block",
          padding: "12px 20px",
          background: c.brand,
          color: "#ffffff",
          borderRadius: "6px",
          textDecoration: "none",
          fontWeight: "bold",
        },
      },
      props.label,
    ),
  );
}
