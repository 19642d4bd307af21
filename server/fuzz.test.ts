// @vitest-environment node
import { expect, it } from "vitest";
import { hostileRequest, seededRandom } from "#tests/support/hostile-requests.ts";
import { serveTestBuild } from "#tests/support/serve-test-build.ts";
import { type RawResponse, rawRequest } from "#tests/support/test-build.ts";

const requestCount = 1500;
const seed = 0x5eed;
const parallel = 16;

const setup = serveTestBuild();
const { build } = setup;

it(`survives ${requestCount} hostile requests: no 5xx, no hang, no byte from outside the build`, async () => {
  const random = seededRandom(seed);
  // Every 50th is a well-formed request for a page: it must still be served among the hostile ones.
  const requests = Array.from({ length: requestCount }, (_, index) =>
    index % 50 === 0
      ? "GET /en HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"
      : hostileRequest(random),
  );
  const results: { request: string; response: RawResponse }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++] as string;
      results.push({ request, response: await rawRequest(setup.server.port, request) });
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));

  const bad = results.filter(
    ({ response }) =>
      response.status === 0 ||
      response.status >= 500 ||
      response.raw.includes(build.secret) ||
      response.raw.includes("SPA fallback"),
  );
  expect(bad.map(({ request, response }) => [request.slice(0, 200), response.raw.slice(0, 200)])).toEqual([]);
  expect(results).toHaveLength(requestCount);
  // Most are redirects home; every kind of answer the server has shows up at least once.
  const statuses = new Set(results.map(({ response }) => response.status));
  for (const status of [200, 302, 400, 405, 414, 431]) expect(statuses).toContain(status);

  expect(setup.server.app.server.listening).toBe(true);
  const after = await fetch(`${setup.server.url}/en`);
  expect(after.status).toBe(200);
}, 60_000);
