/** One newsletter issue: the operator's Markdown, already rendered and made safe by `markdown.ts`. */
import { createElement as h } from "react";
import type { Language } from "#shared/site.ts";
import { absoluteLinks } from "./absolute-links.ts";
import { MailLayout, type MailLinks } from "./mail-layout.ts";
import { mailSafeHtml } from "./mail-styles.ts";

export function IssueMail(props: {
  language: Language;
  links: MailLinks;
  subject: string;
  html: string;
  /** The operator's preview text: the inbox's snippet, hidden in the mail itself. */
  preheader?: string;
}) {
  const body = mailSafeHtml(absoluteLinks(props.html, new URL(props.links.site).origin));
  return h(
    MailLayout,
    { language: props.language, title: props.subject, links: props.links, preheader: props.preheader },
    h("h1", { style: { fontSize: "22px", margin: "0 0 16px" } }, props.subject),
    // biome-ignore lint/security/noDangerouslySetInnerHtml: markdown.ts escapes raw HTML and unsafe links
    h("div", { dangerouslySetInnerHTML: { __html: body } }),
  );
}
