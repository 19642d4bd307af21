import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
  STATUS_CODES,
} from "node:http";
import type { Duplex } from "node:stream";
import { forLog, logLine } from "./request-log.ts";
import { allowedMethods, revalidateCacheControl, securityHeaders } from "./serving-rules.ts";

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

export type SiteServer = {
  server: Server;
  /** Stops accepting connections, lets in-flight requests finish, then resolves. Connections still
   * open after `graceMs` are cut. */
  shutdown: (graceMs?: number) => Promise<void>;
};

/**
 * The HTTP server around the static handler: one log line per request, security headers even on the
 * errors Node's parser answers by itself (bad syntax 400, headers too large 431, too slow 408), and a
 * graceful stop. Slow clients are cut off: headers must arrive within 10 s, a whole request in 30 s.
 */
export function createSiteServer(
  handler: Handler,
  scriptHashes: readonly string[],
  log: (line: string) => void,
): SiteServer {
  let closing = false;
  const inFlight = new Set<ServerResponse>();
  const server = createServer(
    { headersTimeout: 10_000, requestTimeout: 30_000, connectionsCheckingInterval: 2_000 },
    (request, response) => {
      const started = performance.now();
      inFlight.add(response);
      // While stopping, every response closes its connection, so keep-alive cannot hold the stop up.
      if (closing) response.setHeader("Connection", "close");
      response.on("close", () => {
        inFlight.delete(response);
        const ms = performance.now() - started;
        log(logLine(request.method, request.url, response.statusCode, ms, response.writableFinished));
        if (closing) server.closeIdleConnections();
      });
      handler(request, response);
    },
  );

  const errorHeaders = Object.entries({
    ...securityHeaders(scriptHashes),
    "Cache-Control": revalidateCacheControl,
  })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    const status =
      error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
    log(`- - ${status} 0.0ms ${forLog(error.code)}`);
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${errorHeaders}Connection: close\r\nContent-Length: 0\r\n\r\n`,
    );
  });

  // Node hands CONNECT to this event, not to the handler, and drops the connection if none listens.
  server.on("connect", (request: IncomingMessage, socket: Duplex) => {
    log(logLine(request.method, request.url, 405, 0, true));
    socket.end(
      `HTTP/1.1 405 ${STATUS_CODES[405]}\r\n${errorHeaders}Allow: ${allowedMethods.join(", ")}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
    );
  });

  const shutdown = (graceMs = 10_000) =>
    new Promise<void>((resolve) => {
      closing = true;
      for (const response of inFlight) if (!response.headersSent) response.setHeader("Connection", "close");
      const timer = setTimeout(() => server.closeAllConnections(), graceMs);
      timer.unref();
      server.close(() => {
        clearTimeout(timer);
        resolve();
      });
      server.closeIdleConnections();
    });

  return { server, shutdown };
}
