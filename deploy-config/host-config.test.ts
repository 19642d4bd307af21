// @vitest-environment node
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { testHashes } from "#tests/support/test-build.ts";
import { contentSecurityPolicy } from "../server/serving-rules.ts";
import { brotliStaticModule, nginxBinary, nginxMainConfig, nginxServerBlock } from "./nginx-config.ts";
import { headersFile, redirectsFile } from "./static-host-config.ts";

const pages = ["/en", "/en/privacy"];
const files = ["/assets/app-Abc123.js", "/robots.txt"];
const lines = (text: string) => text.split("\n").filter((line) => line && !line.startsWith("#"));

describe("_redirects", () => {
  it("redirects / (forced for Netlify, plain for Cloudflare), trailing slashes, then everything unknown", () => {
    expect(lines(redirectsFile(pages, files))).toEqual([
      "/ /en 302!",
      "/ /en 302",
      "/en/ /en 301",
      "/en/privacy/ /en/privacy 301",
      "/en /en/ 200",
      "/en/privacy /en/privacy/ 200",
      "/assets/app-Abc123.js /assets/app-Abc123.js 200",
      "/robots.txt /robots.txt 200",
      "/* /en 302",
    ]);
  });
});

describe("_headers", () => {
  it("sets the security headers once for every path, and one Cache-Control per path", () => {
    const text = headersFile(pages, files, testHashes);
    expect(text).toContain(`/*\n  Content-Security-Policy: ${contentSecurityPolicy(testHashes)}\n`);
    expect(text).toContain("/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n");
    for (const path of ["/en", "/en/", "/en/privacy", "/en/privacy/", "/robots.txt"]) {
      expect(text).toContain(`\n${path}\n  Cache-Control: no-cache\n`);
    }
    expect(text.match(/Content-Security-Policy/g)).toHaveLength(1);
  });
});

describe("nginx server block", () => {
  // CI installs the brotli module (.ci/run); without it the block is checked without brotli_static.
  const brotli = existsSync(brotliStaticModule);
  const block = nginxServerBlock({
    root: "/srv/site",
    listen: "127.0.0.1:8080",
    pages,
    scriptHashes: testHashes,
    brotli,
  });

  it("carries the same CSP as the Node server, and the page redirects", () => {
    expect(block).toContain(
      `add_header Content-Security-Policy "${contentSecurityPolicy(testHashes)}" always;`,
    );
    expect(block).toContain("location = /en/privacy/ { return 301 /en/privacy$is_args$args; }");
    expect(block).toContain("location = / { return 302 /en; }");
    expect(block).toContain('if ($request_uri ~* "^[^?]*\\\\\\\\") { return 302 /en; }');
  });

  it("serves the pre-compressed files in place of the originals, never at their own URLs", () => {
    expect(block).toContain("gzip_static on;");
    expect(block).toContain("gzip_vary on;");
    expect(block.includes("brotli_static on;")).toBe(brotli);
    expect(block).toContain("location ~ (/|\\.html|\\.(br|gz))$");
  });

  const live = nginxServerBlock({
    root: "/srv/site",
    listen: "127.0.0.1:8080",
    pages,
    scriptHashes: testHashes,
    brotli,
    apiUpstream: "http://127.0.0.1:3000",
  });

  it("with the live newsletter, passes its API (and only that) to the Node server, any method", () => {
    expect(block).not.toContain("proxy_pass");
    expect(block).toContain("if ($method_allowed = 0) { return 405; }");
    expect(live).toContain("location ^~ /api/newsletter/ {");
    expect(live).toContain("proxy_pass http://127.0.0.1:3000;");
    expect(live).toContain("if ($uri ~ ^/api/newsletter/) { set $method_allowed 1; }");
    expect(live).toContain("proxy_hide_header Content-Security-Policy;");
  });

  it("with the live newsletter, passes its pages and their .data requests to Node with Node's CSP (its nonce)", () => {
    const pattern = '"^/(en|se)/(sign-up|confirm|unsubscribe|unsubscribe-link|stop-course)(\\\\.data)?$"';
    expect(block).not.toContain("sign-up");
    expect(live).toContain(`if ($uri ~ ${pattern}) { set $method_allowed 1; }`);
    const pages = live.slice(live.indexOf(`location ~ ${pattern} {`));
    const location = pages.slice(0, pages.indexOf("}"));
    expect(location).toContain('add_header X-Robots-Tag "noindex" always;');
    expect(location).not.toContain("Content-Security-Policy");
    // Node's headers, the CSP's hashes with them, are larger than nginx's default 4 KB buffer.
    expect(location).toContain("proxy_buffer_size 16k;");
  });

  it("with the live newsletter, passes the operator console to the Node server with its own headers", () => {
    expect(block).not.toContain("/admin");
    expect(live).toContain("location = /admin {");
    expect(live).toContain("location ^~ /admin/ {");
    expect(live).toContain("if ($uri ~ ^/admin(/|$)) { set $method_allowed 1; }");
    const console = live.slice(live.indexOf("location ^~ /admin/ {"));
    const location = console.slice(0, console.indexOf("}"));
    // Its own add_header, so the server-level security headers are not added to Node's a second time.
    expect(location).toContain('add_header X-Robots-Tag "noindex, nofollow" always;');
    // and Node's own X-Robots-Tag is hidden, so the header is sent once.
    expect(location).toContain("proxy_hide_header X-Robots-Tag;");
    expect(location).not.toContain("Content-Security-Policy");
  });

  const nginx = spawnSync(nginxBinary, ["-v"]).status === 0;
  it.skipIf(!nginx).each([
    ["simulated", block],
    ["live", live],
  ])("is valid for nginx (nginx -t), %s", (_mode, block) => {
    const prefix = mkdtempSync(path.join(tmpdir(), "skattlyktan-nginx-test-"));
    try {
      const config = path.join(prefix, "nginx.conf");
      writeFileSync(
        config,
        nginxMainConfig(prefix, block, 1, process.getuid?.() === 0, brotli ? [brotliStaticModule] : []),
      );
      const result = spawnSync(nginxBinary, ["-t", "-e", "stderr", "-p", prefix, "-c", config], {
        encoding: "utf8",
      });
      expect(result.stderr).toContain("syntax is ok");
      expect(result.stderr).not.toMatch(/\[(warn|emerg|alert)\]/);
      expect(result.status).toBe(0);
    } finally {
      rmSync(prefix, { recursive: true, force: true });
    }
  });
});
