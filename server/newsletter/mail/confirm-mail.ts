/** The double opt-in mail: one button to the confirm page (which itself changes nothing until pressed). */
import { createElement as h } from "react";
import type { Language } from "../../../app/config/site.ts";
import { MailButton, MailLayout, type MailLinks } from "./mail-layout.ts";
import { fill, mailWording } from "./mail-wording.ts";

/** What the link confirms, when the reader chose (a sign-up since the courses, decision 037). */
export interface ConfirmChoices {
  newsletter: boolean;
  courseTitles: string[];
}

export function ConfirmMail(props: {
  language: Language;
  links: MailLinks;
  confirmUrl: string;
  choices?: ConfirmChoices;
}) {
  const wording = mailWording(props.language);
  const { courseMail } = wording;
  const choices = props.choices;
  // A sign-up for the newsletter alone reads as it always did.
  const listed = choices && choices.courseTitles.length > 0;
  const items = listed
    ? [
        ...(choices.newsletter ? [courseMail.newsletterChoice] : []),
        ...choices.courseTitles.map((course) => fill(courseMail.courseChoice, { course })),
      ]
    : [];
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
    listed ? h("p", null, courseMail.confirmIntro) : h("p", null, wording.confirmIntro),
    listed ? h("ul", null, ...items.map((item) => h("li", { key: item }, item))) : null,
    h(MailButton, {
      href: props.confirmUrl,
      label: listed ? courseMail.confirmAction : wording.confirmAction,
    }),
    h("p", null, wording.confirmExpiry),
    h("p", null, wording.confirmIgnore),
  );
}
