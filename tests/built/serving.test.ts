/** The same redirect, header and smoke checks against both ways of serving the build: the Node server
 * behind `npm start` (in this process, on a loopback port) and nginx with the generated server block.
 * Moved from tests/e2e/serving.spec.ts (issue 42): they read headers and bytes, no browser; a visit
 * under the CSP stays there. */
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prerenderPaths } from "#shared/paths.ts";
import { hostileRequest, seededRandom } from "#tests/support/hostile-requests.ts";
import { startNginx } from "#tests/support/nginx.ts";
import { rawRequest } from "#tests/support/test-build.ts";
import { clientRoot, readScriptHashes } from "../../server/build-paths.ts";
import { contentSecurityPolicy, securityHeaders } from "../../server/serving-rules.ts";
import { createSiteApp } from "../../server/site-app.ts";

const scriptHashes = readScriptHashes();
const csp = contentSecurityPolicy(scriptHashes);
const expectedHeaders = Object.entries(securityHeaders(scriptHashes)).map(
  ([name, value]) => [name.toLowerCase(), value] as const,
);
const unknownPaths = [
  "/",
  "/foo",
  "/en/foo",
  "/se/a/b",
  "/EN",
  "/sv",
  "/se-x",
  "/index.html",
  "/en/index.html",
  "/en/%2e%2e/package.json", // fetch resolves the encoded dot segment: /package.json
];
const neverServed = ["/_headers", "/_redirects", "/assets/", "/assets/missing.js", "/.env"];
// Sent as raw bytes: fetch would resolve the dot segments (encoded ones too) before sending.
const traversals = [
  "/en/../package.json",
  "/en/./privacy",
  "/en/%2e%2e/package.json",
  "/%2E%2e/package.json",
  "/assets/..%2f..%2fpackage.json",
  "/..%5cpackage.json",
  "/en%2fprivacy",
  "/en//privacy",
];
const malformed = ["/%E0%A4%A", "/a%00b", "/%", "/en%zz"];
// A file outside build/client that a traversal would most likely aim at.
const outside = readFileSync("package.json", "utf8").slice(0, 60);

const host = "127.0.0.1";
const preloads = (html: string) => [...html.matchAll(/<link rel="preload"[^>]*>/g)].map((match) => match[0]);

/** A loopback port nothing listens on yet. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Resolves once the server answers (its start is the work waited for, however long it takes). */
async function answering(url: string): Promise<void> {
  for (;;) {
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      return;
    await sleep(20);
  }
}

/** The production build (not the development build of the hydration test), as npm start serves it. */
async function startNode() {
  const app = await createSiteApp({ root: clientRoot, scriptHashes, log: () => {} });
  await app.listen({ port: 0, host });
  const { port } = app.server.address() as { port: number };
  return { port, stop: () => app.close() };
}

/** …and as nginx serves it, with the generated server block. */
async function startNginxServer() {
  const port = await freePort();
  const nginx = startNginx({ root: clientRoot, port, scriptHashes });
  await answering(`http://${host}:${port}/en`);
  return {
    port,
    stop: async () => {
      nginx.process.kill("SIGTERM");
      await new Promise((resolve) => nginx.process.once("exit", resolve));
      nginx.cleanUp();
    },
  };
}

describe.each([
  ["node", startNode],
  ["nginx", startNginxServer],
] as const)("served by %s", (name, start) => {
  let server: { port: number; stop: () => Promise<unknown> };
  beforeAll(async () => {
    server = await start();
  });
  afterAll(() => server.stop());
  const get = (path: string, options: Parameters<typeof fetch>[1] = {}) =>
    fetch(`http://${host}:${server.port}${path}`, { redirect: "manual", ...options });

  it("pages: HTML that revalidates, with an ETag and every security header", async () => {
    for (const path of prerenderPaths) {
      const response = await get(path);
      expect([path, response.status]).toEqual([path, 200]);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(response.headers.get("etag")).toBeTruthy();
      for (const [header, value] of expectedHeaders)
        expect([header, response.headers.get(header)]).toEqual([header, value]);
    }
  });

  it("assets: immutable, with their content types", async () => {
    const html = await (await get("/en")).text();
    // The stylesheet's <link>, and the scripts the deferred module preloads and imports.
    // Quoted in the stylesheet link and the module list (data-modules, HTML-escaped), or in the deferred module.
    const assets = [...html.matchAll(/(\/assets\/[\w.-]+\.(?:js|css))/g)].map((match) => match[1] as string);
    expect(assets.some((asset) => asset.endsWith(".css"))).toBe(true);
    expect(assets.filter((asset) => asset.endsWith(".js")).length).toBeGreaterThan(5);
    for (const asset of new Set(assets)) {
      const response = await get(asset);
      expect([asset, response.status]).toEqual([asset, 200]);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      // text/javascript (RFC 9239); application/javascript, which some servers send, is valid too.
      const type = asset.endsWith(".css")
        ? /^text\/css; charset=utf-8$/
        : /^(text|application)\/javascript; charset=utf-8$/;
      expect(response.headers.get("content-type")).toMatch(type);
      expect(response.headers.get("content-security-policy")).toBe(csp);
    }
  });

  it("text is sent pre-compressed: brotli, else gzip, else as it is", async () => {
    const html = await (await get("/en")).text();
    const script = /"(\/assets\/entry\.client-[^"]+\.js)"/.exec(html)?.[1] ?? "no entry script";
    const stylesheet = /"(\/assets\/[^"]+\.css)"/.exec(html)?.[1] ?? "no stylesheet";
    for (const path of ["/en", "/se/privacy", script, stylesheet, "/sitemap.xml"]) {
      for (const [accept, encoding] of [
        ["gzip, deflate, br, zstd", "br"],
        ["gzip", "gzip"],
        ["identity", null],
      ] as const) {
        const response = await get(path, { headers: { "Accept-Encoding": accept } });
        expect([path, accept, response.status]).toEqual([path, accept, 200]);
        const sent = response.headers.get("content-encoding");
        // Debian's brotli_static now and then falls back to the .gz file on a busy keep-alive
        // connection (docs/decisions/009): still compressed, still correct.
        const allowed = name === "nginx" && encoding === "br" ? ["br", "gzip"] : [encoding];
        expect(allowed, `${path} (${accept}) came as ${sent}`).toContain(sent);
        if (encoding) expect(response.headers.get("vary")?.toLowerCase()).toBe("accept-encoding");
      }
    }
  });

  it("ETag revalidation, HEAD, and 405 for other methods", async () => {
    const etag =
      (await get("/en/privacy", { headers: { "Accept-Encoding": "gzip" } })).headers.get("etag") ?? "";
    // Raw: fetch adds Cache-Control: no-cache to a conditional request, which asks for a 200.
    const conditional = `GET /en/privacy HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: gzip\r\nIf-None-Match: ${etag}\r\nConnection: close\r\n\r\n`;
    expect((await rawRequest(server.port, conditional, 5000, host)).status).toBe(304);
    const head = await get("/en/privacy", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    for (const method of ["POST", "PUT", "DELETE", "OPTIONS"]) {
      const response = await get("/en", { method });
      expect([method, response.status, response.headers.get("allow")]).toEqual([method, 405, "GET, HEAD"]);
    }
  });

  it("unknown and hidden paths redirect to /en; traversals too, or get 400", async () => {
    for (const path of [...unknownPaths, ...neverServed]) {
      const response = await get(path);
      expect([path, response.status, response.headers.get("location")]).toEqual([path, 302, "/en"]);
    }
    for (const path of traversals) {
      const request = `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`;
      const response = await rawRequest(server.port, request, 5000, host);
      // nginx itself refuses (400) a path that climbs above the root before any rule sees it.
      const home = response.status === 302 && /\r\nlocation: \/en\r\n/i.test(`${response.head}\r\n`);
      expect([path, response.status, home || response.status === 400]).toEqual([path, response.status, true]);
    }
  });

  it("a page with a trailing slash moves to the page, keeping the query", async () => {
    for (const path of prerenderPaths) {
      const response = await get(`${path}/?from=test`);
      expect([path, response.status, response.headers.get("location")]).toEqual([
        path,
        301,
        `${path}?from=test`,
      ]);
    }
  });

  it("malformed targets get /en (nginx: a 4xx or /en), over-long ones 414", async () => {
    for (const path of malformed) {
      const response = await get(path);
      const home = response.status === 302 && response.headers.get("location") === "/en";
      const clientError = response.status >= 400 && response.status < 500;
      // nginx refuses bad percent-encoding itself, before any rule; the Node server sends it home.
      const expected = name === "node" ? home : home || clientError;
      expect([path, response.status, expected]).toEqual([path, response.status, true]);
      expect(response.headers.get("content-security-policy")).toBe(csp);
    }
    expect((await get(`/en?${"a".repeat(3000)}`)).status).toBe(414);
  });

  it("300 hostile requests: no 5xx, and nothing from outside the build", async () => {
    const random = seededRandom(name.length);
    for (let count = 0; count < 300; count++) {
      const request = hostileRequest(random);
      const response = await rawRequest(server.port, request, 5000, host);
      // nginx's own answers to what it does not implement: an HTTP version (HTTP/2.0 in plain text,
      // HTTP/9.9) is 505, a transfer coding other than chunked is 501. The Node server says 400.
      const unimplemented =
        name === "nginx" &&
        ((response.status === 505 && /^\S* \S* HTTP\/[29]/.test(request)) ||
          (response.status === 501 && /transfer-encoding: (?!chunked\r?\n)/i.test(request)));
      expect([request.slice(0, 120), response.status >= 500 && !unimplemented]).toEqual([
        request.slice(0, 120),
        false,
      ]);
      expect(response.raw).not.toContain(outside);
    }
  });

  // The headings' one web font (docs/decisions/060; moved from tests/e2e/heading-font.spec.ts).
  it("preloads the one heading font on every page, a font/woff2 cached for a year", async () => {
    const hrefs = new Set<string>();
    for (const path of prerenderPaths) {
      const links = preloads(await (await get(path)).text());
      expect([path, links.length]).toEqual([path, 1]);
      const link = links[0] ?? "";
      // Fonts are fetched in CORS mode: a preload without crossorigin would be fetched twice.
      expect(link).toMatch(/ as="font"/);
      expect(link).toMatch(/ type="font\/woff2"/);
      expect(link).toMatch(/ crossorigin="anonymous"/);
      hrefs.add(/ href="([^"]+)"/.exec(link)?.[1] ?? "");
    }
    expect(hrefs.size).toBe(1);
    const [href = ""] = hrefs;
    expect(href).toMatch(/^\/assets\/source-serif-4-latin-600-normal-[\w-]+\.woff2$/);
    const response = await get(href);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("font/woff2");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 4).toString("latin1")).toBe("wOF2");
    expect(bytes.length).toBeLessThan(25 * 1024);
  });
});
