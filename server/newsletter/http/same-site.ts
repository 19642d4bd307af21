/** Sign-ups (and requests for a new unsubscribe link) come from the site's own pages. A hostile page could otherwise post the form from its
 * visitors' browsers, spreading a mail-bomb over their addresses, past every per-client limit (issue 31).
 *
 * Browsers send `Origin` with every POST (the Fetch standard), so a sign-up whose `Origin` is not
 * SITE_URL's origin came from another site, or from an opaque one (`null`: a sandboxed frame, a data:
 * URL): refused, and the page says why (page-routes.ts). A request without `Origin` is no cross-site browser post
 * (curl, an old client) and is let through; the per-client and per-address limits still apply. Only
 * the sign-up is checked: confirm and unsubscribe need a token from a mail, and mail programs send
 * RFC 8058 one-click POSTs from their own servers, with whatever `Origin` they like. */
export const foreignOriginCode = "foreign_origin";

/** True when a browser says the post came from another site, or from an opaque origin (`null`). */
export function isForeignOrigin(origin: string | undefined, publicOrigin: string): boolean {
  return origin !== undefined && origin !== publicOrigin;
}
