/** A mail's links that lead nowhere from a mail client: an href, or a text part's <link>, not absolute
 * (a `cid:` names a part of the mail itself, such as the course drawing, and is absolute too). */
export function relativeLinks(mail: { html: string; text: string }): string[] {
  const hrefs = [...mail.html.matchAll(/\shref="([^"]*)"/g)].map((match) => match[1] ?? "");
  const texts = [...mail.text.matchAll(/<([^<>\s]+)>/g)].map((match) => match[1] ?? "");
  return [...hrefs, ...texts].filter((link) => !/^(?:https?:|mailto:|cid:)/.test(link));
}
