/** Sign-ups come from the site's own pages. A hostile page could otherwise post the form from its
 * visitors' browsers, spreading a mail-bomb over their addresses, past every per-client limit (issue 31).
 *
 * Browsers send `Origin` with every POST (the Fetch standard), so a sign-up whose `Origin` is not
 * SITE_URL's origin came from another site, or from an opaque one (`null`: a sandboxed frame, a data:
 * URL): refused before its body is read. A request without `Origin` is no cross-site browser post
 * (curl, an old client) and is let through; the per-client and per-address limits still apply. Only
 * the sign-up is checked: confirm and unsubscribe need a token from a mail, and mail programs send
 * RFC 8058 one-click POSTs from their own servers, with whatever `Origin` they like. */
import type { FastifyReply, FastifyRequest } from "fastify";
import { isFormRequest, pageLanguage } from "./request-input.ts";

export const foreignOriginCode = "foreign_origin";

export function sameSiteSignUps(publicOrigin: string, formError: (language: string, code: string) => string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { origin } = request.headers;
    if (origin === undefined || origin === publicOrigin) return;
    // A script-free form (the visitor was sent here by the other site): our own page says what happened.
    if (isFormRequest(request))
      return reply.code(303).redirect(formError(pageLanguage(request), foreignOriginCode));
    return reply.code(403).send({
      error: foreignOriginCode,
      message: `Sign-ups are accepted only from ${publicOrigin}.`,
    });
  };
}
