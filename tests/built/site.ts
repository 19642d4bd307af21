/** The production build (build/client) as `npm start` serves it, in this process: the checks in
 * tests/built/ ask it with Fastify's `inject` (no socket, no browser). Needs `npm run build`. */
import { clientRoot, readScriptHashes } from "../../server/build-paths.ts";
import { createSiteApp } from "../../server/site-app.ts";

export type BuiltSite = Awaited<ReturnType<typeof openBuiltSite>>;

export async function openBuiltSite() {
  const app = await createSiteApp({ root: clientRoot, scriptHashes: readScriptHashes(), log: () => {} });
  await app.ready();
  return {
    get: (path: string, headers: Record<string, string> = {}) =>
      app.inject({ method: "GET", url: path, headers }),
    /** The page's HTML as served. */
    html: async (path: string) => (await app.inject({ method: "GET", url: path })).body,
    close: () => app.close(),
  };
}
