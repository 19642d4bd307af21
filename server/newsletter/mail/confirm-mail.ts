/** The double opt-in mail: one button to the confirm page (which itself changes nothing until pressed). */
import { createElement as h } from "react";
import type { Language } from "../../../app/config/site.ts";
import { MailButton, MailLayout, type MailLinks } from "./mail-layout.ts";
import { mailWording } from "./mail-wording.ts";

export function ConfirmMail(props: { language: Language; links: MailLinks; confirmUrl: string }) {
  const wording = mailWording(props.language);
  return h(
    MailLayout,
    {
      language: props.language,
      title: wording.confirmSubject,
      links: props.links,
      // Not subscribed yet: the link removes the address rather than "unsubscribes" it.
      unsubscribeLabel: wording.footerRemoveAddress,
    },
    h("p", null, wording.greeting),
    h("p", null, wording.confirmIntro),
    h(MailButton, { href: props.confirmUrl, label: wording.confirmAction }),
    h("p", null, wording.confirmExpiry),
    h("p", null, wording.confirmIgnore),
  );
}
