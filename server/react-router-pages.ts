/** The live newsletter's pages, rendered per request by React Router's own handler from the build's
 * server bundle (decision 061). Everything else is the build's files (site-app.ts). */
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import type { loadContext } from "#shared/newsletter-forms.ts";
import { serverBuildFile } from "./build-paths.ts";
import type { PageHandler } from "./newsletter/http/page-routes.ts";

/** The server entry (app/entry.server.tsx) exports `loadContext`: the build's own copy of the context
 * key, which is matched by identity, so the server's copy of shared/ would not do. */
function hasLoadContext(entry: object): entry is { loadContext: typeof loadContext } {
  return "loadContext" in entry && typeof entry.loadContext === "function";
}

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
        const entry = build.entry.module;
        if (!hasLoadContext(entry)) throw new Error(`${file}: its server entry exports no loadContext`);
        const handle = createRequestHandler(build, "production");
        return (request, context) => handle(request, entry.loadContext(context));
      },
    );
    return loading;
  };
  return {
    pages: async (request, context) => (await load())(request, context),
    load,
  };
}
