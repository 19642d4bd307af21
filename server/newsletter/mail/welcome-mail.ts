/** Sent once a subscription is confirmed. */
import { createElement as h } from "react";
import type { Language } from "#shared/site.ts";
import { MailLayout, type MailLinks } from "./mail-layout.ts";
import { mailColours } from "./mail-styles.ts";
import { mailWording } from "./mail-wording.ts";

export function WelcomeMail(props: { language: Language; links: MailLinks }) {
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
