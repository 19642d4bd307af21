/** The generated nginx block logs no token: not the query of a confirm or unsubscribe link, not a
 * Referer that carries one, and not the request line of a failing API call in the error log. */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type RunningNginx, startNginx } from "#tests/support/nginx.ts";
import { makeTestBuild, testHashes } from "#tests/support/test-build.ts";
import { nginxBinary } from "./nginx-config.ts";

const installed = existsSync(nginxBinary);
if (!installed && process.env.CI) throw new Error(`CI needs nginx (${nginxBinary}): npm test installs it`);

/** A loopback port nothing listens on: the API upstream that fails. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.runIf(installed)("nginx logs", () => {
  const build = makeTestBuild();
  const token = "T0KEN-".padEnd(43, "x");
  let nginx: RunningNginx;
  let origin: string;

  beforeAll(async () => {
    const port = await closedPort();
    nginx = startNginx({
      root: build.root,
      port,
      scriptHashes: testHashes,
      apiUpstream: `http://127.0.0.1:${await closedPort()}`,
    });
    origin = `http://127.0.0.1:${port}`;
    for (let tries = 0; tries < 100; tries++) {
      if (
        await fetch(`${origin}/en`).then(
          () => true,
          () => false,
        )
      )
        return;
      await sleep(50);
    }
    throw new Error("nginx did not start");
  });
  afterAll(async () => {
    nginx.process.kill("SIGTERM");
    await new Promise((resolve) => nginx.process.once("exit", resolve));
    nginx.cleanUp();
    build.cleanup();
  });

  it("keeps paths and statuses but no query value, Referer or failing API request line", async () => {
    const page = await fetch(`${origin}/en/privacy?token=${token}`, {
      headers: { referer: `${origin}/en/confirm?token=${token}` },
    });
    expect(page.status).toBe(200);
    const api = await fetch(`${origin}/api/newsletter/unsubscribe?token=${token}&lang=en`, {
      method: "POST",
    });
    expect(api.status).toBe(502); // the upstream is down: nginx would log the request line as an error
    // nginx writes its access log line after the answer has gone: wait for the second line.
    await vi.waitFor(() => expect(readFileSync(nginx.accessLog, "utf8")).toContain(" 502 "));

    const access = readFileSync(nginx.accessLog, "utf8");
    expect(access).toContain('"GET /en/privacy HTTP/1.1" 200');
    expect(access).toContain('"POST /api/newsletter/unsubscribe HTTP/1.1" 502');
    const logs = readdirSync(nginx.logDirectory).filter((name) => name.endsWith(".log"));
    expect(logs).toContain("error.log");
    for (const log of logs) {
      expect(readFileSync(path.join(nginx.logDirectory, log), "utf8"), log).not.toContain(token);
    }
  });
});
