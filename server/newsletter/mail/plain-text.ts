/** The plain-text part, derived from the rendered HTML so both parts say the same thing (html-to-text:
 * headings keep their case, lists use "- ", a link reads "label <url>" as RFC 3986 appendix C writes a
 * URL in text, and a bare URL is not repeated). */
import { compile } from "html-to-text";

const headings = ["h1", "h2", "h3", "h4"].map((selector) => ({ selector, options: { uppercase: false } }));

const convert = compile({
  wordwrap: false,
  selectors: [
    { selector: "a", options: { hideLinkHrefIfSameAsText: true, linkBrackets: ["<", ">"] } },
    { selector: "ul", options: { itemPrefix: "- " } },
    { selector: "img", format: "skip" },
    ...headings,
  ],
});

/** Blank lines between blocks collapse to one, however the templates nest their blocks. */
export function htmlToText(html: string): string {
  return convert(html).replace(/\n{3,}/g, "\n\n");
}
