// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { consoleSourceRoot } from "../server/build-paths.ts";
import { checkConsoleIsolation, consoleCssCanary, zodMark } from "./check-console-isolation.ts";
import { compress } from "./compression.ts";

let build: string;
let client: string;
let consoleDir: string;

/** A build directory as a live build leaves it: a public client root and the console beside it. */
beforeEach(() => {
  build = mkdtempSync(path.join(tmpdir(), "console-isolation-"));
  client = path.join(build, "client");
  consoleDir = path.join(build, "console");
  write(
    client,
    "en/index.html",
    '<title>Skattlyktan</title><script type="module" src="/assets/entry-Ab12.js"></script>',
  );
  write(client, "assets/entry-Ab12.js", 'import("/assets/home-Cd34.js");');
  write(client, "assets/root-Ef56.css", "body{margin:0}");
  write(
    consoleDir,
    "index.html",
    '<title>Skattlyktan newsletter console</title><script src="/admin/assets/index-Zz99.js">',
  );
  write(consoleDir, "assets/index-Zz99.js", `console.log(${JSON.stringify("x".repeat(2000))})`);
  write(consoleDir, "assets/index-Yy88.css", `.a{color:red}`);
});

afterEach(() => {
  rmSync(build, { recursive: true, force: true });
});

function write(root: string, file: string, text: string | Buffer) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

it("passes a public build that names nothing of the console, and measures the console", () => {
  const result = checkConsoleIsolation(client, consoleDir);
  expect(result.problems).toEqual([]);
  expect(result.filesChecked).toBe(3);
  expect(result.needles).toEqual(
    expect.arrayContaining([
      "index-Zz99.js",
      "index-Yy88.css",
      "/admin",
      consoleCssCanary,
      "Skattlyktan newsletter console",
    ]),
  );
  expect(result.javaScriptBytes).toBeGreaterThan(0);
  expect(result.javaScriptBytes).toBeLessThan(200);
  expect(result.cssBytes).toBeGreaterThan(0);
});

it("fails when a public file names a console asset, its path or its title", () => {
  write(client, "assets/home-Cd34.js", 'const a = "index-Zz99.js";');
  write(client, "robots.txt", "Disallow: /admin\n");
  write(client, "en/privacy/index.html", "<p>Skattlyktan newsletter console</p>");
  const { problems } = checkConsoleIsolation(client, consoleDir);
  expect(problems).toEqual(
    expect.arrayContaining([
      'assets/home-Cd34.js contains "index-Zz99.js"',
      'robots.txt contains "/admin"',
      'en/privacy/index.html contains "Skattlyktan newsletter console"',
    ]),
  );
});

it("reads pre-compressed files as served, and finds the console's classes in the public CSS", () => {
  write(client, "assets/root-Ef56.css.br", compress(Buffer.from(`.x{${consoleCssCanary}:1}`), "br"));
  expect(checkConsoleIsolation(client, consoleDir).problems).toEqual([
    `assets/root-Ef56.css.br contains "${consoleCssCanary}"`,
  ]);
});

it("fails when the console is built inside the public client root", () => {
  const inside = path.join(client, "admin");
  write(inside, "index.html", "<title>Skattlyktan newsletter console</title>");
  write(inside, "assets/index-Zz99.js", "x");
  write(inside, "assets/index-Yy88.css", "x");
  const { problems } = checkConsoleIsolation(client, inside);
  expect(problems[0]).toMatch(/is inside the public client root/);
  expect(problems.length).toBeGreaterThan(1);
});

it("fails when the console was not built", () => {
  rmSync(consoleDir, { recursive: true });
  expect(checkConsoleIsolation(client, consoleDir).problems).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/missing or has no <title>/),
      expect.stringMatching(/no JavaScript/),
    ]),
  );
});

it("looks for the canary console/index.html really carries", () => {
  expect(readFileSync(path.join(consoleSourceRoot, "index.html"), "utf8")).toContain(
    `[${consoleCssCanary}:1]`,
  );
});

it("fails when the console's JavaScript carries zod (its schemas are the server's to run)", () => {
  write(consoleDir, "assets/index-Zz99.js", `var t=$constructor(${JSON.stringify(zodMark)},()=>{});`);
  expect(checkConsoleIsolation(client, consoleDir).problems).toEqual([
    "index-Zz99.js carries zod: the console may import only types from #shared/console-api.ts",
  ]);
});
