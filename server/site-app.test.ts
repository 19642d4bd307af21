// @vitest-environment node
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { serveTestBuild } from "#tests/support/serve-test-build.ts";
import {
  headerOf,
  makeTestBuild,
  type RawResponse,
  rawRequest,
  startTestServer,
  testHashes,
} from "#tests/support/test-build.ts";
import { securityHeaders } from "./serving-rules.ts";
import { createSiteApp } from "./site-app.ts";

const setup = serveTestBuild();
const { build } = setup;

const get = (path: string, init?: RequestInit) =>
  fetch(setup.server.url + path, { redirect: "manual", ...init });

describe("the Node server", () => {
  it("serves pages at their path, without a trailing slash, as no-cache HTML", async () => {
    for (const [path, file] of [
      ["/en", "en/index.html"],
      ["/en/privacy", "en/privacy/index.html"],
    ] as const) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(build.files[file]);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("no-cache");
    }
  });

  it("serves fingerprinted assets as immutable, with their content types", async () => {
    const script = await get("/assets/app-Abc123.js");
    expect(script.headers.get("content-type")).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(script.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await get("/assets/root-Def456.css")).headers.get("content-type")).toBe(
      "text/css; charset=utf-8",
    );
    expect((await get("/robots.txt")).headers.get("cache-control")).toBe("no-cache");
  });

  it("answers a matching If-None-Match with 304, and HEAD with the headers alone", async () => {
    const etag = (await get("/en")).headers.get("etag") ?? "";
    expect(etag).toMatch(/^(W\/)?"[\w-]+"$/);
    // Raw requests: fetch adds Cache-Control: no-cache to a conditional request, which asks for a 200.
    const conditional = async (ifNoneMatch: string) =>
      (
        await rawRequest(
          setup.server.port,
          `GET /en HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip, deflate\r\nIf-None-Match: ${ifNoneMatch}\r\nConnection: close\r\n\r\n`,
        )
      ).status;
    for (const ifNoneMatch of [etag, `"other", ${etag}`, "*"])
      expect(await conditional(ifNoneMatch)).toBe(304);
    expect(await conditional('"other"')).toBe(200);
    const head = await get("/en/privacy", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(build.files["en/privacy/index.html"]?.length));
    expect(await head.text()).toBe("");
  });

  it("sends the build's pre-compressed files by Accept-Encoding, each with its own ETag", async () => {
    const raw = (path: string, acceptEncoding?: string) =>
      rawRequest(
        setup.server.port,
        `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n${acceptEncoding === undefined ? "" : `Accept-Encoding: ${acceptEncoding}\r\n`}\r\n`,
      );
    const bytes = (response: RawResponse) => Buffer.from(response.body, "latin1");
    const script = build.files["assets/app-Abc123.js"];
    const br = await raw("/assets/app-Abc123.js", "gzip, deflate, br, zstd");
    expect(headerOf(br.head, "content-encoding")).toBe("br");
    expect(brotliDecompressSync(bytes(br)).toString()).toBe(script);
    const gzip = await raw("/assets/app-Abc123.js", "gzip");
    expect(headerOf(gzip.head, "content-encoding")).toBe("gzip");
    expect(gunzipSync(bytes(gzip)).toString()).toBe(script);
    const identity = await raw("/assets/app-Abc123.js");
    expect(headerOf(identity.head, "content-encoding")).toBeUndefined();
    expect(identity.body).toBe(script);
    for (const response of [br, gzip, identity]) {
      expect(headerOf(response.head, "vary")?.toLowerCase()).toBe("accept-encoding");
      expect(Number(headerOf(response.head, "content-length"))).toBe(bytes(response).length);
    }
    const etags = [br, gzip, identity].map((response) => headerOf(response.head, "etag"));
    expect(new Set(etags).size).toBe(3);
    // A page too; and no file at the .br URL itself.
    expect(headerOf((await raw("/en", "br")).head, "content-encoding")).toBe("br");
    expect((await raw("/en/index.html.br", "br")).status).toBe(302);
  });

  it("sends a file that has no pre-compressed form as it is", async () => {
    const css = await get("/assets/root-Def456.css", { headers: { "Accept-Encoding": "br" } });
    expect(css.headers.get("content-encoding")).toBeNull();
    expect(await css.text()).toBe(build.files["assets/root-Def456.css"]);
  });

  it("refuses to serve a build that holds symbolic links, which could point anywhere", async () => {
    const linked = makeTestBuild({ withLinks: true });
    try {
      await expect(startTestServer(linked.root)).rejects.toThrow(/symbolic links/);
    } finally {
      linked.cleanup();
    }
  });

  it("believes X-Forwarded-For from loopback, and from TRUST_PROXY's addresses only when set", async () => {
    const clientOf = async (trustProxy: string[] | undefined, remoteAddress: string) => {
      const app = await createSiteApp({
        root: build.root,
        scriptHashes: testHashes,
        log: () => {},
        trustProxy,
        routes: (scope) => void scope.get("/api/client", async (request) => request.ip),
      });
      const response = await app.inject({
        url: "/api/client",
        remoteAddress,
        headers: { "x-forwarded-for": "203.0.113.7" },
      });
      await app.close();
      return response.body;
    };
    expect(await clientOf(undefined, "127.0.0.1")).toBe("203.0.113.7");
    expect(await clientOf(undefined, "10.0.0.5")).toBe("10.0.0.5");
    expect(await clientOf(["10.0.0.0/8"], "10.0.0.5")).toBe("203.0.113.7");
    expect(await clientOf(["10.0.0.0/8"], "192.0.2.1")).toBe("192.0.2.1");
  });

  it("redirects as the foundation issue says", async () => {
    const cases = {
      "/": [302, "/en"],
      "/index.html": [302, "/en"],
      "/en/index.html": [302, "/en"],
      "/foo": [302, "/en"],
      "/EN": [302, "/en"],
      "/en/privacy/": [301, "/en/privacy"],
      "/en/privacy/?a=1": [301, "/en/privacy?a=1"],
      "/en/": [301, "/en"],
      "/assets/missing.js": [302, "/en"],
      "/assets/": [302, "/en"],
    } as const;
    for (const [path, [status, location]] of Object.entries(cases)) {
      const response = await get(path);
      expect([path, response.status, response.headers.get("location")]).toEqual([path, status, location]);
    }
  });

  it("never serves the static hosts' files, dotfiles, or anything outside the build", async () => {
    for (const path of [
      "/_headers",
      "/_redirects",
      "/.env",
      "/../secret.txt",
      "/assets/%2e%2e/%2e%2e/secret.txt",
    ]) {
      const response = await get(path);
      expect([path, response.status]).toEqual([path, 302]);
    }
  });

  it("allows GET and HEAD only", async () => {
    for (const method of ["POST", "PUT", "DELETE", "OPTIONS", "PATCH"]) {
      const response = await get("/en", { method });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD");
    }
  });

  it("puts the security headers on every response, parser errors included", async () => {
    const expected = Object.entries(securityHeaders(testHashes));
    const malformed = await get("/%"); // a bad escape: answered before routing
    expect(malformed.status).toBe(302);
    for (const response of [
      await get("/en"),
      await get("/nope"),
      await get("/en", { method: "POST" }),
      malformed,
    ]) {
      for (const [name, value] of expected) expect(response.headers.get(name)).toBe(value);
    }
    const broken = await rawRequest(setup.server.port, "GET /en HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n");
    expect(broken.status).toBe(400);
    for (const [name, value] of expected) expect(headerOf(broken.head, name)).toBe(value);
  });

  it("refuses over-long targets with 414 and over-large headers with 431", async () => {
    expect((await get(`/en?${"a".repeat(3000)}`)).status).toBe(414);
    const huge = await rawRequest(
      setup.server.port,
      `GET /en HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
    );
    expect(huge.status).toBe(431);
  });

  it("logs one line per request, with control characters escaped", async () => {
    const before = setup.server.logs.length;
    // Node's parser refuses control characters and bytes above 0x7e in a target (a 400, logged as such);
    // quotes and backslashes get through, and are escaped like anything else unusual would be.
    await rawRequest(setup.server.port, 'GET /a"\\ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    await rawRequest(setup.server.port, "GET /a\x1b[31m HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    await get("/en");
    const lines = setup.server.logs.slice(before);
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).toMatch(/^[\x21-\x7e]+ [\x21-\x7e]+ \d{3}!? \d+\.\dms( \w+)?$/);
    expect(lines[0]).toMatch(/^GET \/a\\x22\\x5c 302 /);
    expect(lines[1]).toBe("- - 400 0.0ms HPE_INVALID_URL");
    expect(lines[2]).toMatch(/^GET \/en 200 /);
  });
});
