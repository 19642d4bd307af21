/** A proxy in front of the Node server for tests that need to see or pace what the browser asks for. */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { servers } from "./servers";

export type TestProxy = {
  url: string;
  /** Every request so far: its path and when it arrived (ms since the epoch, as `Date.now()`). */
  requests: { path: string; at: number }[];
  close: () => Promise<void>;
};

/** `htmlPieceDelay`: send HTML in 1 KB pieces this many ms apart, as a slow network delivers it. */
export async function startProxy({ htmlPieceDelay = 0 } = {}): Promise<TestProxy> {
  const requests: TestProxy["requests"] = [];
  const server = createServer(async (request, response) => {
    const path = request.url ?? "/";
    requests.push({ path, at: Date.now() });
    const upstream = await fetch(new URL(path, servers.node.url), {
      headers: { "accept-encoding": "identity" },
      redirect: "manual",
    });
    const body = Buffer.from(await upstream.arrayBuffer());
    const type = upstream.headers.get("content-type") ?? "";
    const location = upstream.headers.get("location");
    response.writeHead(upstream.status, { "content-type": type, ...(location ? { location } : {}) });
    if (!htmlPieceDelay || !type.startsWith("text/html")) return response.end(body);
    for (let start = 0; start < body.length; start += 1024) {
      response.write(body.subarray(start, start + 1024));
      await new Promise((resolve) => setTimeout(resolve, htmlPieceDelay));
    }
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
