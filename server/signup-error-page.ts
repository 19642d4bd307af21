/** A script-free sign-up the server refused (issue 31): the language's home page as built, with the
 * message by the field in the page's language and the address as the reader typed it, so they can
 * correct it and send it again; in live mode with the boxes they had ticked (the newsletter, each
 * course), not the page's defaults. The page's scripts are left out: it answers a form that was posted
 * without JavaScript, and the built page hydrated on the API's URL would not match its route.
 * Done on parse5's tree, as the build steps do: the HTML is parsed as a browser parses it. */
import { type DefaultTreeAdapterTypes, defaultTreeAdapter, parse, serialize } from "parse5";
import type { Language } from "../app/config/site.ts";
import { en } from "../app/i18n/en.ts";
import { se } from "../app/i18n/se.ts";
import { problemFromCode, subscribePath } from "../app/lib/newsletter-api.ts";

type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

function elements(root: ParentNode): Element[] {
  return root.childNodes.flatMap((child) =>
    defaultTreeAdapter.isElementNode(child) ? [child, ...elements(child)] : [],
  );
}

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

function setAttribute(element: Element, name: string, value: string): void {
  const existing = element.attrs.find((attr) => attr.name === name);
  if (existing) existing.value = value;
  else element.attrs.push({ name, value });
}

/** The page, or undefined if it has no sign-up form to show the message by. */
export function signUpErrorPage(
  homeHtml: string,
  language: Language,
  code: string,
  email: string,
  choices?: { newsletter: boolean; courses: readonly string[] },
) {
  const document = parse(homeHtml);
  const all = elements(document);
  // The sign-up form is the one that posts to the API; its address field and its message paragraph.
  const form = all.find(
    (element) => element.tagName === "form" && attribute(element, "action")?.startsWith(subscribePath),
  );
  const inForm = form ? elements(form) : [];
  const input = inForm.find(
    (element) => element.tagName === "input" && attribute(element, "name") === "email",
  );
  const alert = inForm.find((element) => attribute(element, "role") === "alert");
  const alertId = alert && attribute(alert, "id");
  if (!input || !alert || !alertId) return undefined;

  const problem = email.trim() === "" ? "missingEmail" : (problemFromCode(code) ?? "refused");
  const message = (language === "se" ? se : en).subscription.errors[problem];
  setAttribute(input, "value", email.slice(0, 254));
  setAttribute(input, "aria-invalid", "true");
  setAttribute(input, "aria-describedby", alertId);
  setAttribute(input, "autofocus", "");
  alert.childNodes = [];
  defaultTreeAdapter.insertText(alert, message);
  if (choices) {
    for (const box of inForm) {
      if (box.tagName !== "input" || attribute(box, "type") !== "checkbox") continue;
      const name = attribute(box, "name");
      const ticked =
        name === "newsletter"
          ? choices.newsletter
          : name === "course" && choices.courses.includes(attribute(box, "value") ?? "");
      box.attrs = box.attrs.filter((attr) => attr.name !== "checked");
      if (ticked) box.attrs.push({ name: "checked", value: "" });
    }
  }
  for (const element of all) {
    const isScript = element.tagName === "script";
    const isPreload = element.tagName === "link" && attribute(element, "rel") === "modulepreload";
    if (isScript || isPreload) defaultTreeAdapter.detachNode(element);
  }
  return serialize(document);
}
