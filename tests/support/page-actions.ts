/** The newsletter's pages for server tests, without a build: each POST runs its route's own action
 * (app/routes/), with the context the server gives it; a GET answers a placeholder page. A refusal
 * comes back as JSON (what the route would render), with the route's status. */

import { loadContext } from "#shared/newsletter-forms.ts";
import { type NewsletterPage, newsletterPages, pathTo } from "#shared/paths.ts";
import { languages } from "#shared/site.ts";
import { action as confirm } from "../../app/routes/confirm";
import { action as signUp } from "../../app/routes/sign-up";
import { action as stopCourse } from "../../app/routes/stop-course";
import { action as unsubscribe } from "../../app/routes/unsubscribe";
import { action as unsubscribeLink } from "../../app/routes/unsubscribe-link";
import type { PageHandler } from "../../server/newsletter/http/page-routes";

type Action = (args: { request: Request; context: ReturnType<typeof loadContext> }) => Promise<unknown>;
const actions = { signUp, confirm, unsubscribe, unsubscribeLink, stopCourse } as unknown as Record<
  NewsletterPage,
  Action
>;

function pageOf(pathname: string): NewsletterPage | undefined {
  const path = pathname.replace(/\.data$/, "");
  return newsletterPages.find((page) => languages.some((language) => pathTo(language, page) === path));
}

export const testPages: PageHandler = async (request, forms, nonce) => {
  const page = pageOf(new URL(request.url).pathname);
  if (!page) return new Response("Not Found", { status: 404 });
  if (request.method !== "POST")
    return new Response(`<p>${page}</p>`, { headers: { "content-type": "text/html" } });
  const result = await actions[page]({ request, context: loadContext(forms, nonce) });
  if (result instanceof Response) return result;
  // React Router's data(value, init): the refusal and its status.
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const { data, init } = result as { data: unknown; init: ResponseInit | null };
    return Response.json(data, init ?? undefined);
  }
  return Response.json(result);
};
