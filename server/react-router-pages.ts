/** The live newsletter's pages, rendered per request by React Router's own handler from the build's
 * server bundle (decision 061). Everything else is the build's files (site-app.ts). */
import { pathToFileURL } from "node:url";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import type { NewsletterForms } from "#shared/newsletter-forms.ts";
import { serverBuildFile } from "./build-paths.ts";
import type { PageHandler } from "./newsletter/http/page-routes.ts";

type LoadContext = (forms: NewsletterForms, nonce: string) => RouterContextProvider;

export async function reactRouterPages(file = serverBuildFile): Promise<PageHandler> {
  const build = (await import(pathToFileURL(file).href)) as ServerBuild;
  // The build's own context keys, through the function app/entry.server.tsx exports.
  const { loadContext } = build.entry.module as unknown as { loadContext: LoadContext };
  const handle = createRequestHandler(build, "production");
  return (request, forms, nonce) => handle(request, loadContext(forms, nonce));
}
