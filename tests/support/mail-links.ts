/** A mail's links that lead nowhere from a mail client: an href, or a text part's <link>, not absolute. */
export function relativeLinks(mail: { html: string; text: string }): string[] {
  const hrefs = [...mail.html.matchAll(/\shref="([^"]*)"/g)].map((match) => match[1] ?? "");
  const texts = [...mail.text.matchAll(/<([^<>\s]+)>/g)].map((match) => match[1] ?? "");
  return [...hrefs, ...texts].filter((link) => !/^(?:https?:|mailto:)/.test(link));
}
