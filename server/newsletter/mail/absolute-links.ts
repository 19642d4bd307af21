/** A lesson's or issue's HTML links the site by path (`/en/…`): rendered at build time, or with the
 * site unknown (markdown.ts). A mail needs them absolute, and only the sending server knows its origin. */
export function absoluteLinks(html: string, origin: string): string {
  return html.replace(/ (href|src)="\/(?!\/)/g, ` $1="${origin}/`);
}
