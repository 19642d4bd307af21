// @vitest-environment node
import type { IncomingMessage, ServerResponse } from "node:http";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, it } from "vitest";
import { createSiteServer } from "./site-server.ts";

/** A server whose only handler answers after `delayMs` (or never, for a negative delay). */
async function slowServer(delayMs: number) {
  let started!: () => void;
  const requestStarted = new Promise<void>((resolve) => {
    started = resolve;
  });
  const handler = (_request: IncomingMessage, response: ServerResponse) => {
    started();
    if (delayMs >= 0) setTimeout(() => response.end("done"), delayMs);
  };
  const site = createSiteServer(handler, [], () => {});
  await new Promise<void>((resolve) => site.server.listen(0, "127.0.0.1", resolve));
  const { port } = site.server.address() as AddressInfo;
  return { ...site, port, requestStarted };
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

  await expect(get(site.port)).rejects.toThrow(/ECONNREFUSED/);
  expect(await inFlight).toEqual({ status: 200, body: "done", connection: "close" });
  await stopped;
  // It stopped when the request was done, not at the end of the grace period or keep-alive timeout.
  expect(performance.now() - started).toBeLessThan(2000);
  expect(site.server.listening).toBe(false);
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
