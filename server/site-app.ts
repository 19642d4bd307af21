/** The production server behind `npm start` (decisions 013, 023): the build's files from memory, what a
 * request may reach decided from its raw target by `resolveRequest`; the newsletter's routes beside. */
import { createServer, STATUS_CODES } from "node:http";
import path from "node:path";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import fresh from "fresh";
import { forLog, logLine } from "./request-log.ts";
import { resolveRequest } from "./resolve-request.ts";
import {
  allowedMethods,
  homePath,
  revalidateCacheControl,
  securityHeaders,
  unknownPathStatus,
} from "./serving-rules.ts";
import { listSiteFiles } from "./site-files.ts";
import { chooseForm, type InMemoryFile, loadInMemory } from "./site-in-memory.ts";
import { closeConnectionsWhileStopping } from "./stop-gracefully.ts";

export type SiteAppOptions = {
  root: string;
  scriptHashes: readonly string[];
  log: (line: string) => void;
  /** Registers routes (the newsletter's pages and API) before the site's catch-all. */
  routes?: (app: FastifyInstance) => Promise<void> | void;
  /** TRUST_PROXY: a load balancer elsewhere whose X-Forwarded-For names the client (beside loopback). */
  trustProxy?: string[];
};

const errorBodies = { 405: "Method Not Allowed\n", 414: "URI Too Long\n" } as const;

function sendFile(request: FastifyRequest, reply: FastifyReply, file: InMemoryFile) {
  const { form, headers } = chooseForm(file, request.headers["accept-encoding"]);
  reply.headers(headers);
  // RFC 9110 §13.1.2 (If-None-Match), as jshttp's `fresh` reads it.
  if (fresh(request.headers, { etag: form.etag })) return reply.code(304).send();
  return reply.send(form.body);
}

export async function createSiteApp({ root: given, scriptHashes, log, routes, trustProxy }: SiteAppOptions) {
  const root = path.resolve(given);
  const site = listSiteFiles(root);
  if (site.links.length > 0) {
    // A build is plain files; a link could point anywhere, and loading the build would follow it.
    throw new Error(`${root} holds symbolic links, which are never served: ${site.links.join(", ")}`);
  }
  const inMemory = loadInMemory(root, [...site.pages.values(), ...site.files.values()]);
  const entry =
    (page: boolean) =>
    ([url, file]: [string, string]) =>
      [url, { page, file: inMemory.get(file) as InMemoryFile }] as const;
  const entries = new Map([...[...site.pages].map(entry(true)), ...[...site.files].map(entry(false))]);
  const headers = securityHeaders(scriptHashes);
  const rawHeaders = Object.entries({ ...headers, "Cache-Control": revalidateCacheControl })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  // For answers written to the socket, outside Fastify, with the headers every answer carries.
  const rawAnswer = (status: number, extra = "") =>
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${rawHeaders}${extra}Connection: close\r\nContent-Length: 0\r\n\r\n`;

  const app = Fastify({
    // Slow clients are cut off: headers within 10 s, a whole request within 30 s.
    serverFactory: (handler) =>
      createServer(
        { headersTimeout: 10_000, requestTimeout: 30_000, connectionsCheckingInterval: 2_000 },
        handler,
      ),
    return503OnClosing: false,
    // Behind nginx on the same machine, the client is X-Forwarded-For; elsewhere, if TRUST_PROXY names it.
    trustProxy: trustProxy && trustProxy.length > 0 ? ["loopback", ...trustProxy] : "loopback",
    // Errors Node's parser answers by itself still carry the security headers (400, 431, 408).
    clientErrorHandler: (error: NodeJS.ErrnoException, socket) => {
      if (error.code === "ECONNRESET" || !socket.writable) return void socket.destroy();
      const status =
        error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
      log(`- - ${status} 0.0ms ${forLog(error.code)}`);
      socket.end(rawAnswer(status));
    },
    // A target the router cannot decode is an unknown path like any other.
    frameworkErrors: (_error, _request, reply) => redirectHome(reply),
  });
  // Before routing, so before the onRequest hook: the headers are set here.
  const redirectHome = (reply: FastifyReply) =>
    reply
      .headers({ ...headers, "Cache-Control": revalidateCacheControl })
      .redirect(homePath, unknownPathStatus);

  // Node hands CONNECT to this event, not to the router, and drops the connection if none listens.
  app.server.on("connect", (request, socket) => {
    log(logLine(request.method, request.url, 405, 0, true));
    socket.end(rawAnswer(405, `Allow: ${allowedMethods.join(", ")}\r\n`));
  });

  closeConnectionsWhileStopping(app);
  // Callback hooks, not async ones: no promise per request on the hot path.
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  app.addHook("onResponse", (request, reply, done) => {
    log(
      logLine(request.raw.method, request.raw.url, reply.statusCode, reply.elapsedTime, request.raw.complete),
    );
    done();
  });

  if (routes) await app.register((scope) => routes(scope));

  // Everything no API route takes: the site's pages and files, or a redirect.
  app.setNotFoundHandler((request, reply) => {
    const resolution = resolveRequest(request.raw.method, request.raw.url, entries);
    if (resolution.kind === "serve") return sendFile(request, reply, resolution.entry.file);
    reply.header("Cache-Control", revalidateCacheControl);
    if (resolution.kind === "redirect") return reply.redirect(resolution.location, resolution.status);
    if (resolution.status === 405) reply.header("Allow", allowedMethods.join(", "));
    return reply
      .code(resolution.status)
      .type("text/plain; charset=utf-8")
      .send(errorBodies[resolution.status]);
  });

  return app;
}
