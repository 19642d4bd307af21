/** The newsletter's pages for server tests, without a build: each POST runs its route's own action
 * (app/routes/), with the context the server gives it; a GET answers a placeholder page, or, when the
 * server refused the request before the page, the route's loader. A refusal comes back as JSON (what
 * the route would render), with the route's status. */

import { loadContext } from "#shared/newsletter-forms.ts";
import { type NewsletterPage, newsletterPages, pathTo } from "#shared/paths.ts";
import { languages } from "#shared/site.ts";
import * as confirm from "../../app/routes/confirm";
import * as signUp from "../../app/routes/sign-up";
import * as stopCourse from "../../app/routes/stop-course";
import * as unsubscribe from "../../app/routes/unsubscribe";
import * as unsubscribeLink from "../../app/routes/unsubscribe-link";
import type { PageHandler } from "../../server/newsletter/http/page-routes";

type Handler = (args: { request: Request; context: ReturnType<typeof loadContext> }) => unknown;
// Called with only what they read (the request and the context), not all of React Router's arguments.
const modules = { signUp, confirm, unsubscribe, unsubscribeLink, stopCourse } as unknown as Record<
  NewsletterPage,
  { action: Handler; loader: Handler }
>;

function pageOf(pathname: string): NewsletterPage | undefined {
  const path = pathname.replace(/\.data$/, "");
  return newsletterPages.find((page) => languages.some((language) => pathTo(language, page) === path));
}

export const testPages: PageHandler = async (request, context) => {
  const page = pageOf(new URL(request.url).pathname);
  if (!page) return new Response("Not Found", { status: 404 });
  const posted = request.method === "POST";
  if (!posted && !context.refusal)
    return new Response(request.method === "HEAD" ? null : `<p>${page}</p>`, {
      headers: { "content-type": "text/html" },
    });
  const route = modules[page];
  const result = await (posted ? route.action : route.loader)({ request, context: loadContext(context) });
  if (result instanceof Response) return result;
  // React Router's data(value, init): the refusal and its status.
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const { data, init } = result as { data: unknown; init: ResponseInit | null };
    return Response.json(data, init ?? undefined);
  }
  return Response.json(result);
};
