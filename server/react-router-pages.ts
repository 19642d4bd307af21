/** The live newsletter's pages, rendered per request by React Router's own handler from the build's
 * server bundle (decision 061). Everything else is the build's files (site-app.ts). */
import { pathToFileURL } from "node:url";
import type { RouterContextProvider, ServerBuild } from "react-router";
import type { NewsletterForms, Refusal } from "#shared/newsletter-forms.ts";
import { serverBuildFile } from "./build-paths.ts";
import type { PageHandler } from "./newsletter/http/page-routes.ts";

type LoadContext = (forms: NewsletterForms, nonce: string, refusal: Refusal | null) => RouterContextProvider;

/** React Router and the bundle (React, the routes: about 300 ms of CPU) load on `load()`, which the
 * server calls once it listens, so start-up serves the site's files without waiting for them; a page
 * asked for before then waits for the load. */
export function reactRouterPages(file = serverBuildFile): {
  pages: PageHandler;
  load: () => Promise<PageHandler>;
} {
  let loading: Promise<PageHandler> | undefined;
  const load = () => {
    loading ??= Promise.all([import("react-router"), import(pathToFileURL(file).href)]).then(
      ([{ createRequestHandler }, build]: [typeof import("react-router"), ServerBuild]) => {
        // The build's own context keys, through the function app/entry.server.tsx exports.
        const { loadContext } = build.entry.module as unknown as { loadContext: LoadContext };
        const handle = createRequestHandler(build, "production");
        return (request, forms, nonce, refusal) => handle(request, loadContext(forms, nonce, refusal));
      },
    );
    return loading;
  };
  return {
    pages: async (request, forms, nonce, refusal) => (await load())(request, forms, nonce, refusal),
    load,
  };
}
