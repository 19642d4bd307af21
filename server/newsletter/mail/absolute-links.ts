/** A lesson's HTML is rendered once, at build time, with the site's own links as paths (`/en/…`); a
 * mail needs them absolute, and only the sending server knows its public origin. */
export function absoluteLinks(html: string, origin: string): string {
  return html.replace(/href="\/(?!\/)/g, `href="${origin}/`);
}
