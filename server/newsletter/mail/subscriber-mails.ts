/** The mails of a subscription that are not lessons; each link opens a page that acts only on its button. */
import { createElement as h } from "react";
import { fill } from "#shared/i18n/translate.ts";
import type { Language } from "#shared/site.ts";
import { absoluteLinks } from "./absolute-links.ts";
import { MailButton, MailLayout, type MailLinks, siteHost } from "./mail-layout.ts";
import { mailColours, mailSafeHtml } from "./mail-styles.ts";
import { mailWording } from "./mail-wording.ts";

interface MailProps {
  language: Language;
  links: MailLinks;
}

/** A course's confirmation names it (issue 39): "Confirm your subscription" read as the newsletter's. */
export function confirmSubject(language: Language, courseTitles: readonly string[]): string {
  const wording = mailWording(language);
  if (courseTitles.length === 0) return wording.confirmSubject;
  if (courseTitles.length > 1) return wording.courseMail.confirmSubjectMany;
  return fill(wording.courseMail.confirmSubject, { course: courseTitles[0] ?? "" });
}

/** `courseTitles`: the courses the link confirms (decision 037); none for the newsletter alone. */
export function ConfirmMail(
  props: MailProps & { confirmUrl: string; newsletter: boolean; courseTitles: string[] },
) {
  const wording = mailWording(props.language);
  const { courseMail } = wording;
  const listed = props.courseTitles.length > 0;
  const items = [
    ...(props.newsletter ? [courseMail.newsletterChoice] : []),
    ...props.courseTitles.map((course) => fill(courseMail.courseChoice, { course })),
  ];
  return h(
    MailLayout,
    {
      language: props.language,
      title: confirmSubject(props.language, props.courseTitles),
      links: props.links,
      // What was asked for, courses by name: the newsletter's own footer would be wrong for a course.
      reason: listed
        ? fill(courseMail.confirmFooterReason, { site: siteHost(props.links), choices: items.join("; ") })
        : undefined,
      // Not subscribed yet: the link removes the address rather than "unsubscribes" it.
      unsubscribeLabel: wording.footerRemoveAddress,
    },
    h("p", null, wording.greeting),
    h("p", null, listed ? courseMail.confirmIntro : wording.confirmIntro),
    listed ? h("ul", null, ...items.map((item) => h("li", { key: item }, item))) : null,
    h(MailButton, {
      href: props.confirmUrl,
      label: listed ? courseMail.confirmAction : wording.confirmAction,
    }),
    h("p", null, wording.confirmExpiry),
    h("p", null, wording.confirmIgnore),
  );
}

export function WelcomeMail(props: MailProps) {
  const wording = mailWording(props.language);
  return h(
    MailLayout,
    { language: props.language, title: wording.welcomeSubject, links: props.links },
    h("h1", { style: { fontSize: "22px", margin: "0 0 16px" } }, wording.welcomeTitle),
    ...wording.welcomeBody.map((paragraph) => h("p", { key: paragraph }, paragraph)),
    h(
      "p",
      null,
      h(
        "a",
        { href: props.links.site, style: { color: mailColours.link, textDecoration: "underline" } },
        wording.welcomeSiteLink,
      ),
    ),
  );
}

/** A fresh unsubscribe link, asked for by address. */
export function UnsubscribeLinkMail(props: MailProps) {
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

/** One newsletter issue: the operator's Markdown, already rendered and made safe by `markdown.ts`. */
export function IssueMail(
  props: MailProps & {
    subject: string;
    html: string;
    /** The inbox's snippet, hidden in the mail itself. */
    preheader?: string;
  },
) {
  const body = mailSafeHtml(absoluteLinks(props.html, new URL(props.links.site).origin));
  return h(
    MailLayout,
    { language: props.language, title: props.subject, links: props.links, preheader: props.preheader },
    h("h1", { style: { fontSize: "22px", margin: "0 0 16px" } }, props.subject),
    // biome-ignore lint/security/noDangerouslySetInnerHtml: markdown.ts escapes raw HTML and unsafe links
    h("div", { dangerouslySetInnerHTML: { __html: body } }),
  );
}
