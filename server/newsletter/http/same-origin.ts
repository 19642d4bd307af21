/** Whose page posted a form (decision 064): decided here once, for every form route, before the
 * rate limits and before React Router, whose own check (it throws on another `Origin`) then never
 * sees a post we take from another site. */
import type { IncomingHttpHeaders } from "node:http";
import type { NewsletterPage } from "#shared/paths.ts";

/** The pages another site's page may post to: none. Each form is posted by our own page; RFC 8058
 * one-click unsubscribes (mail providers' servers, any `Origin`) go to `/api/newsletter/unsubscribe`
 * (routes.ts), which is no page and needs only its token. */
export const anyOriginPages: readonly NewsletterPage[] = [];

/** A browser's post from another site: its `Origin` is not ours (`null` included: sandboxed frames,
 * data: URLs), or, without `Origin`, its Fetch Metadata says so. A post with neither is no browser's
 * (curl, scripts) and is subject to the limits. */
export function isCrossSite(headers: IncomingHttpHeaders, publicOrigin: string): boolean {
  const { origin } = headers;
  if (origin !== undefined) return origin !== publicOrigin;
  const site = headers["sec-fetch-site"];
  return site !== undefined && site !== "same-origin" && site !== "none";
}
