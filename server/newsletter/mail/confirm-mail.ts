/** The double opt-in mail: one button to the confirm page (which itself changes nothing until pressed). */
import { createElement as h } from "react";
import { fill } from "#shared/i18n/translate.ts";
import type { Language } from "#shared/site.ts";
import { MailButton, MailLayout, type MailLinks, siteHost } from "./mail-layout.ts";
import { mailWording } from "./mail-wording.ts";

/** What the link confirms, when the reader chose (a sign-up since the courses, decision 037). */
export interface ConfirmChoices {
  newsletter: boolean;
  courseTitles: string[];
}

/** A course's confirmation names the course (issue 39): "Confirm your subscription" read as the
 * newsletter's to a reader who asked for a course only. */
export function confirmSubject(language: Language, courseTitles: readonly string[]): string {
  const wording = mailWording(language);
  if (courseTitles.length === 0) return wording.confirmSubject;
  if (courseTitles.length > 1) return wording.courseMail.confirmSubjectMany;
  return fill(wording.courseMail.confirmSubject, { course: courseTitles[0] ?? "" });
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
      title: confirmSubject(props.language, listed ? choices.courseTitles : []),
      links: props.links,
      // What was asked for, courses by name: the newsletter's own footer would be wrong for a course.
      reason: listed
        ? fill(courseMail.confirmFooterReason, { site: siteHost(props.links), choices: items.join("; ") })
        : undefined,
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
