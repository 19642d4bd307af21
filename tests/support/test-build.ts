/** For the server's tests: a small build in a temporary directory and a raw HTTP client. */
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { compress } from "../../build-steps/compression.ts";
import { createSiteApp } from "../../server/site-app.ts";
import { stopGracefully } from "../../server/stop-gracefully.ts";

export const testHashes = ["sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA="];

/**
 * build/client in miniature, with a secret file beside it (outside the root) and a dotfile inside that
 * no request may ever read. `withLinks` adds symbolic links to the secret, which the server refuses.
 */
export function makeTestBuild({ withLinks = false } = {}) {
  const base = mkdtempSync(path.join(tmpdir(), "skattlyktan-server-test-"));
  const root = path.join(base, "client");
  const secret = `SECRET-${randomBytes(12).toString("hex")}`;
  writeFileSync(path.join(base, "secret.txt"), secret);
  const files: Record<string, string> = {
    "index.html": "<!doctype html><title>SPA fallback</title>",
    "en/index.html": "<!doctype html><title>Home</title>",
    "en/privacy/index.html": "<!doctype html><title>Privacy</title>",
    "se/index.html": "<!doctype html><title>Hem</title>",
    "assets/app-Abc123.js": "console.log('app');",
    "assets/root-Def456.css": "body{margin:0}",
    "robots.txt": "User-agent: *\n",
    _headers: "/*\n  X-Test: 1\n",
    _redirects: "/* /en 302\n",
    ".env": secret,
  };
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), content);
  }
  // Pre-compressed forms as the build writes them, for two files.
  for (const name of ["en/index.html", "assets/app-Abc123.js"]) {
    const body = Buffer.from(files[name] ?? "");
    writeFileSync(path.join(root, `${name}.br`), compress(body, "br"));
    writeFileSync(path.join(root, `${name}.gz`), compress(body, "gzip"));
  }
  if (withLinks) {
    symlinkSync(path.join(base, "secret.txt"), path.join(root, "assets", "root-Def456.css.br"));
    symlinkSync(path.join(base, "secret.txt"), path.join(root, "assets", "leak.js"));
    symlinkSync(base, path.join(root, "up"));
  }
  return { root, secret, files, cleanup: () => rmSync(base, { recursive: true, force: true }) };
}

/** The real server, in this process, on a free loopback port; `logs` collects its log lines. */
export async function startTestServer(root: string) {
  const logs: string[] = [];
  const app = await createSiteApp({ root, scriptHashes: testHashes, log: (line) => logs.push(line) });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  return { app, port, url: `http://127.0.0.1:${port}`, logs, shutdown: () => stopGracefully(app) };
}

export type RawResponse = { status: number; head: string; body: string; raw: string };

/**
 * Sends bytes exactly as given (fetch would normalise or refuse them) and reads until the server
 * closes the connection or `timeoutMs` passes; `status` is 0 when no status line came back.
 */
export function rawRequest(
  port: number,
  request: string | Buffer,
  timeoutMs = 5000,
  host = "127.0.0.1",
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    // Written, not ended: a client that half-closes after its request has its request aborted by
    // Node (browsers never do that); every request here asks the server to close instead.
    const socket = connect(port, host, () => socket.write(request));
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no complete answer within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", () => {}); // a reset after the answer is fine; a missing answer shows below
    socket.on("close", () => {
      clearTimeout(timer);
      // An interim response (100 Continue) comes before the real one: skip it.
      const raw = Buffer.concat(chunks)
        .toString("latin1")
        .replace(/^(HTTP\/1\.[01] 1\d\d [^\r\n]*\r\n(?:[^\r\n]+\r\n)*\r\n)+/, "");
      const [head = "", body = ""] = raw.split(/\r\n\r\n(.*)/s);
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(raw)?.[1] ?? 0), head, body, raw });
    });
  });
}

/** One header's value from a raw response head, or undefined. */
export function headerOf(head: string, name: string): string | undefined {
  const line = head
    .split("\r\n")
    .find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}
