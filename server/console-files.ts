/** The operator console's files (decision 029), live only: every console path gets its one page, which
 * is `no-store` as the door to the operator's session; `/admin/assets/…` its hashed files. */
import { existsSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply } from "fastify";
import { consolePath } from "./serving-rules.ts";
import { listSiteFiles } from "./site-files.ts";
import { chooseForm, loadInMemory } from "./site-in-memory.ts";

const robots = "noindex, nofollow";

export function consoleFiles(root: string) {
  return async function consoleFilesPlugin(app: FastifyInstance): Promise<void> {
    const indexFile = path.join(root, "index.html");
    if (!existsSync(indexFile)) {
      const notBuilt = async (_request: unknown, reply: FastifyReply) =>
        reply
          .code(503)
          .headers({ "cache-control": "no-store", "x-robots-tag": robots })
          .type("text/plain; charset=utf-8")
          .send("The newsletter console is not built: run `npm run build` with NEWSLETTER_MODE=live.\n");
      app.get(consolePath, notBuilt);
      app.get(`${consolePath}/*`, notBuilt);
      return;
    }
    const { files } = listSiteFiles(root);
    const loaded = loadInMemory(root, [indexFile, ...files.values()]);
    const page = loaded.get(indexFile);
    const assets = new Map([...files].map(([url, file]) => [`${consolePath}${url}`, loaded.get(file)]));

    const sendPage = async (_request: unknown, reply: FastifyReply) =>
      reply
        .headers({
          "content-type": "text/html; charset=utf-8",
          "cache-control": "no-store",
          "x-robots-tag": robots,
        })
        .send(page?.identity.body);
    app.get(consolePath, sendPage);
    app.get(`${consolePath}/*`, async (request, reply) => {
      const urlPath = request.url.split("?")[0] ?? "";
      if (!urlPath.startsWith(`${consolePath}/assets/`)) return sendPage(request, reply);
      const file = assets.get(urlPath);
      if (!file)
        return reply.code(404).headers({ "x-robots-tag": robots }).type("text/plain").send("Not Found\n");
      // Under assets/, so immutable (serving-rules.ts, cacheControlFor).
      const { form, headers } = chooseForm(file, request.headers["accept-encoding"]);
      return reply.headers({ ...headers, "x-robots-tag": robots }).send(form.body);
    });
  };
}
