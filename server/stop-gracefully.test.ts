// @vitest-environment node
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import Fastify from "fastify";
import { expect, it } from "vitest";
import { closeConnectionsWhileStopping, stopGracefully } from "./stop-gracefully.ts";

/** A Fastify app whose only route answers after `delayMs` (or never, for a negative delay). */
async function slowServer(delayMs: number) {
  let started!: () => void;
  const requestStarted = new Promise<void>((resolve) => {
    started = resolve;
  });
  const app = Fastify();
  closeConnectionsWhileStopping(app);
  app.get("/", (_request, reply) => {
    started();
    if (delayMs >= 0) setTimeout(() => reply.send("done"), delayMs);
    return reply;
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  return { app, port, requestStarted, shutdown: (graceMs: number) => stopGracefully(app, graceMs) };
}

/** A GET on a keep-alive connection, as a browser makes it. */
function get(port: number) {
  return new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
    const request = httpRequest({
      port,
      host: "127.0.0.1",
      path: "/",
      headers: { Connection: "keep-alive" },
    });
    request.on("response", (response) => {
      let body = "";
      response.on("data", (chunk) => {
        body += chunk;
      });
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, body, connection: response.headers.connection }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

it("on shutdown, refuses new connections but lets an in-flight request finish, then stops", async () => {
  const site = await slowServer(300);
  const inFlight = get(site.port);
  await site.requestStarted;
  const started = performance.now();
  const stopped = site.shutdown(5000);

  await expect(get(site.port)).rejects.toThrow(/ECONNREFUSED|ECONNRESET/);
  expect(await inFlight).toEqual({ status: 200, body: "done", connection: "close" });
  await stopped;
  // It stopped when the request was done, not at the end of the grace period or keep-alive timeout.
  expect(performance.now() - started).toBeLessThan(2000);
  expect(site.app.server.listening).toBe(false);
});

it("does not wait for idle keep-alive connections", async () => {
  const site = await slowServer(0);
  await get(site.port); // leaves an idle keep-alive connection open
  const started = performance.now();
  await site.shutdown(5000);
  expect(performance.now() - started).toBeLessThan(1000);
});

it("cuts a request still running after the grace period", async () => {
  const site = await slowServer(-1);
  const hanging = get(site.port);
  await site.requestStarted;
  const started = performance.now();
  await site.shutdown(200);
  expect(performance.now() - started).toBeLessThan(1500);
  await expect(hanging).rejects.toThrow();
});
