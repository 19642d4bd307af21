/** The frame every mail shares: a narrow column, the brand, the content, and a footer that says why the
 * reader gets the mail and how to stop it. Styles are inline because many mail clients drop <style>.
 * Written with createElement rather than JSX: the server runs on Node's type stripping, which has no
 * JSX transform. */
import { createElement as h, type ReactNode } from "react";
import type { Language } from "../../../app/config/site.ts";
import { fill, mailWording } from "./mail-wording.ts";

export interface MailLinks {
  /** The site's home page in the mail's language. */
  site: string;
  /** The visible unsubscribe page (one button), in the mail's language. */
  unsubscribe: string;
}

const styles = {
  body: { margin: 0, padding: "24px 12px", background: "#f4f6f8", color: "#1a202c" },
  column: {
    maxWidth: "560px",
    margin: "0 auto",
    padding: "24px",
    background: "#ffffff",
    fontFamily: "Arial, Helvetica, sans-serif",
    fontSize: "16px",
    lineHeight: "1.5",
  },
  brand: { margin: "0 0 16px", fontSize: "14px", fontWeight: "bold", color: "#1e40af" },
  footer: { marginTop: "32px", paddingTop: "16px", borderTop: "1px solid #d9dee5", fontSize: "13px" },
  link: { color: "#1e40af" },
} as const;

export const siteHost = (links: MailLinks) => new URL(links.site).host;

export function MailLayout(props: {
  language: Language;
  title: string;
  links: MailLinks;
  /** Why the reader gets this mail; the newsletter's sign-up by default. */
  reason?: string;
  /** The footer link's words; "Unsubscribe" unless the mail says otherwise. */
  unsubscribeLabel?: string;
  children?: ReactNode;
}) {
  const wording = mailWording(props.language);
  const lang = props.language === "se" ? "sv" : "en";
  return h(
    "html",
    { lang },
    h("head", null, h("meta", { charSet: "utf-8" }), h("title", null, props.title)),
    h(
      "body",
      { style: styles.body },
      h(
        "div",
        { style: styles.column },
        h("p", { style: styles.brand }, wording.brand),
        props.children,
        h(
          "footer",
          { style: styles.footer },
          h("p", null, props.reason ?? fill(wording.footerReason, { site: new URL(props.links.site).host })),
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
        ),
      ),
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
        style: {
          display: "inline-block",
          padding: "12px 20px",
          background: "#1e40af",
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
