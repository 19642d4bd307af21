/** A fresh unsubscribe link, asked for by address (service/unsubscribe-request.ts): one button to the
 * unsubscribe page, which itself changes nothing until pressed. */
import { createElement as h } from "react";
import type { Language } from "#shared/site.ts";
import { MailButton, MailLayout, type MailLinks } from "./mail-layout.ts";
import { mailWording } from "./mail-wording.ts";

export function UnsubscribeLinkMail(props: { language: Language; links: MailLinks }) {
  const wording = mailWording(props.language);
  return h(
    MailLayout,
    { language: props.language, title: wording.unsubscribeLinkSubject, links: props.links },
    h("p", null, wording.greeting),
    h("p", null, wording.unsubscribeLinkIntro),
    h(MailButton, { href: props.links.unsubscribe, label: wording.footerUnsubscribe }),
    h("p", null, wording.unsubscribeLinkIgnore),
  );
}
