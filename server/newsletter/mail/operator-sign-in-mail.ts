/** The console's sign-in mail: one link, in English like the console. It goes only to an address in
 * NEWSLETTER_ADMINS, so it has no unsubscribe footer: an operator stops it by not asking for it. */
import { createElement as h } from "react";
import { MailButton } from "./mail-layout.ts";

export const operatorSignInSubject = "Your sign-in link to the newsletter console";

export function OperatorSignInMail(props: { signInUrl: string }) {
  return h(
    "html",
    { lang: "en" },
    h("head", null, h("meta", { charSet: "utf-8" }), h("title", null, operatorSignInSubject)),
    h(
      "body",
      { style: { fontFamily: "Arial, Helvetica, sans-serif", fontSize: "16px", lineHeight: "1.5" } },
      h("p", null, "Someone, probably you, asked to sign in to the Skattlyktan newsletter console."),
      h(MailButton, { href: props.signInUrl, label: "Sign in to the console" }),
      h("p", null, "The link works once, within 15 minutes, in the browser you open it in."),
      h("p", null, "If you did not ask for it, ignore this mail: nobody can sign in without the link."),
    ),
  );
}
