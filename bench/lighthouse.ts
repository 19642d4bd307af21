/**
 * `npm run bench`: Lighthouse (mobile and desktop settings) over the ten routes of SPEC.md and each
 * course's page and longest lesson in both languages, and over the same pages
 * with every <script> and modulepreload stripped: the script-free floor. Prints a table per form
 * factor and the targets it misses, and writes docs/benchmarks.md. About 40 minutes on two cores.
 */
import { execFileSync } from "node:child_process";
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { calculatorPath, coursePath, lessonPath } from "#shared/paths.ts";
import { readCourses } from "../app/content/read-courses.ts";
import { compress } from "../build-steps/compression.ts";
import { attribute, elements, parseHtml, remove, serializeHtml } from "../build-steps/html-tree.ts";
import { readScriptHashes } from "../server/build-paths.ts";
import { precompressed } from "../server/serving-rules.ts";
import { createSiteApp } from "../server/site-app.ts";

const appPort = 4301;
const floorPort = 4302;
const pageRoutes = ["/en", "/en/privacy", "/en/cookies", "/en/terms", "/en/thank-you"].flatMap((path) => [
  path,
  path.replace("/en", "/se"),
]);
// Each course's page and its longest lesson (the most text to lay out), in both languages: the
// lessons share one route module, so the longest stands for the rest.
const courses = readCourses();
const courseRoutes = (["en", "se"] as const).flatMap((language) =>
  courses[language].flatMap((course) => {
    const longest = [...course.lessons].sort((a, b) => b.words - a.words)[0];
    return [
      coursePath(language, course.slug),
      ...(longest ? [lessonPath(language, course.slug, longest.slug)] : []),
    ];
  }),
);
// The tax calculator in both languages, and once with a result, as a shared link opens it (inputs in
// the fragment, issue 50; the result renders from the address after hydration, so its LCP may be later
// than the script-free floor's).
const calculatorRoutes = [
  calculatorPath("en"),
  calculatorPath("se"),
  `${calculatorPath("se")}#year=2026&period=year&salary=360000&rate=30.55&born=1985`,
];
const allRoutes = [...pageRoutes, ...calculatorRoutes, ...courseRoutes];
// The noindex pages (`isIndexed` in app/lib/seo.ts, decision 007): Lighthouse's `is-crawlable` fails there.
const noindexRoutes = new Set(["/en/thank-you", "/se/thank-you"]);
// BENCH_ROUTES=/en,/se/terms limits a run to some routes (for a quick look; the report wants them all).
const routes = process.env.BENCH_ROUTES?.split(",") ?? allRoutes;
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// Lighthouse varies from run to run; its variability guide (docs/variability.md) finds the median of
// five runs about halves that. BENCH_RUNS=1 for a quick look.
const runs = Number(process.env.BENCH_RUNS ?? 5);
// Stock hydration (decision 012) may cost a few milliseconds of blocking time on the simulated phone.
const maxMobileTbtMs = 30;

// 1. A production build whose canonical origin is the one Lighthouse will load.
rmSync("build-bench", { recursive: true, force: true });
execFileSync("npm", ["run", "build"], {
  stdio: "inherit",
  env: { ...process.env, BUILD_DIR: "build-bench", SITE_URL: `http://localhost:${appPort}` },
});

// 2. The floor: the same files, every page without scripts or module preloads.
cpSync("build-bench/client", "build-bench/floor", { recursive: true });
for (const file of readdirSync("build-bench/floor", { recursive: true, encoding: "utf8" })) {
  if (!file.endsWith(".html")) continue; // .html.br and .html.gz are rewritten below
  const path = `build-bench/floor/${file}`;
  const document = parseHtml(readFileSync(path, "utf8"));
  for (const element of elements(document)) {
    const script = element.tagName === "script" && attribute(element, "type") !== "application/ld+json";
    if (script || (element.tagName === "link" && attribute(element, "rel") === "modulepreload"))
      remove(element);
  }
  const html = serializeHtml(document);
  writeFileSync(path, html);
  // Its pre-compressed forms too, or the server would send the page with its scripts.
  for (const [name, suffix] of Object.entries(precompressed) as [keyof typeof precompressed, string][])
    writeFileSync(path + suffix, compress(Buffer.from(html), name));
}

// Served with the production headers, CSP included; the floor has no scripts to allow.
const servers = [
  await createSiteApp({
    root: "build-bench/client",
    scriptHashes: readScriptHashes("build-bench/serving/csp-hashes.json"),
    log: () => {},
  }),
  await createSiteApp({ root: "build-bench/floor", scriptHashes: [], log: () => {} }),
];
await servers[0]?.listen({ port: appPort, host: "localhost" });
await servers[1]?.listen({ port: floorPort, host: "localhost" });

type Row = {
  route: string;
  scores: number[];
  /** SEO audits that count towards the score and did not pass. */
  seoFailures: string[];
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: Record<string, number>;
};

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-background-networking",
    "--disable-component-update",
  ],
});

/** A Lighthouse run now and then ends without metrics (a lost trace on a busy machine): run it again. */
async function audit(url: string, formFactor: "mobile" | "desktop"): Promise<Row> {
  for (let attempt = 1; ; attempt++) {
    const row = await auditOnce(url, formFactor);
    if (Number.isFinite(row.lcp) && Number.isFinite(row.tbt)) return row;
    console.warn(
      `${formFactor} ${url}: no metrics in run ${attempt}${attempt < 3 ? ", running it again" : ""}`,
    );
    if (attempt === 3) return row;
  }
}

async function auditOnce(url: string, formFactor: "mobile" | "desktop"): Promise<Row> {
  const flags = { port: chrome.port, output: "json" as const, logLevel: "error" as const };
  const result = await lighthouse(url, flags, formFactor === "desktop" ? desktopConfig : undefined);
  if (!result) throw new Error(`no result for ${url}`);
  const { categories, audits } = result.lhr;
  const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const bytes: Record<string, number> = { Document: 0, Stylesheet: 0, Script: 0, Font: 0 };
  const requests = (
    audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] }
  )?.items;
  for (const request of requests ?? []) {
    if (request.resourceType && request.resourceType in bytes) {
      bytes[request.resourceType] = (bytes[request.resourceType] ?? 0) + (request.transferSize ?? 0);
    }
  }
  return {
    // The fragment too: the calculator with a result is its own row.
    route: ((address) => address.pathname + address.search + address.hash)(new URL(url)),
    scores: ["performance", "accessibility", "best-practices", "seo"].map((id) =>
      Math.round((categories[id]?.score ?? 0) * 100),
    ),
    seoFailures: (categories.seo?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
    fcp: metric("first-contentful-paint"),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    bytes,
  };
}

/** The median run by LCP (the metric the floor comparison is about), so one row is one real run. */
function median(rows: Row[]): Row {
  const sorted = [...rows].sort((a, b) => a.lcp - b.lcp);
  return sorted[Math.floor(sorted.length / 2)] as Row;
}
const medianOf = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const kb = (n = 0) => (n / 1024).toFixed(1);
const header =
  "| route | Perf | A11y | BP | SEO | FCP ms | LCP ms | TBT ms | CLS | HTML KB | CSS KB | JS KB | fonts KB | floor LCP ms | floor TBT ms | LCP ÷ floor |";
const sections: string[] = [];
const misses: string[] = [];
try {
  for (const formFactor of ["mobile", "desktop"] as const) {
    const lines = [header, `|${"---|".repeat(16)}`];
    for (const route of routes) {
      const apps: Row[] = [];
      const floors: Row[] = [];
      // Alternated, so a slow moment of the machine hits both alike.
      for (let run = 0; run < runs; run++) {
        apps.push(await audit(`http://localhost:${appPort}${route}`, formFactor));
        floors.push(await audit(`http://localhost:${floorPort}${route}`, formFactor));
      }
      const app = median(apps);
      const floor = median(floors);
      const tbt = medianOf(apps.map((row) => row.tbt));
      const floorTbt = medianOf(floors.map((row) => row.tbt));
      const ratio = app.lcp / floor.lcp;
      const line = `| ${route} | ${app.scores.join(" | ")} | ${Math.round(app.fcp)} | ${Math.round(app.lcp)} | ${Math.round(tbt)} | ${app.cls.toFixed(3)} | ${kb(app.bytes.Document)} | ${kb(app.bytes.Stylesheet)} | ${kb(app.bytes.Script)} | ${kb(app.bytes.Font)} | ${Math.round(floor.lcp)} | ${Math.round(floorTbt)} | ${ratio.toFixed(2)} |`;
      console.log(`${formFactor} ${line}`);
      lines.push(line);
      const where = `${formFactor} ${route}`;
      // A noindex page (the thank-you pages, decision 007) fails exactly `is-crawlable`, and SEO scores
      // below 100 for it; everywhere else, and in every other category, 100.
      const expectedSeo = noindexRoutes.has(route) ? ["is-crawlable"] : [];
      const [perf, a11y, bp, seo] = app.scores;
      if ([perf, a11y, bp].some((score) => score !== 100) || (expectedSeo.length === 0 && seo !== 100))
        misses.push(`${where}: scores ${app.scores.join("/")}`);
      if (app.seoFailures.join() !== expectedSeo.join())
        misses.push(
          `${where}: SEO audits failing: ${app.seoFailures.join(", ") || "none"} (expected: ${expectedSeo.join(", ") || "none"})`,
        );
      if (ratio > 1.1) misses.push(`${where}: LCP ${ratio.toFixed(2)}× the floor`);
      if (formFactor === "mobile" ? tbt > maxMobileTbtMs : tbt > 0)
        misses.push(`${where}: TBT ${Math.round(tbt)} ms (floor ${Math.round(floorTbt)} ms)`);
      if (app.cls > 0) misses.push(`${where}: CLS ${app.cls.toFixed(3)}`);
    }
    sections.push(
      `## ${formFactor === "mobile" ? "Mobile" : "Desktop"} (Lighthouse ${formFactor} settings)\n\n${lines.join("\n")}`,
    );
  }
} finally {
  chrome.kill();
  for (const server of servers) await server?.close();
}
const targets = misses.length === 0 ? "Every target met." : misses.map((miss) => `- ${miss}`).join("\n");
const targetText = `Lighthouse 100 in all four categories (on the noindex thank-you pages, every SEO audit but is-crawlable), LCP within 1.10× of the floor, TBT at most ${maxMobileTbtMs} ms on mobile and 0 on desktop, CLS 0`;
console.log(`\nTargets (${targetText}):\n${targets}`);

const versions = JSON.parse(readFileSync("package.json", "utf8")).devDependencies;
const chromium = execFileSync(chromePath, ["--version"], { encoding: "utf8" }).trim();
const report = `# Benchmarks

Written by \`npm run bench\` on ${new Date().toISOString()}.

- Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.platform()} ${os.release()}
- Node ${process.version}, ${chromium}, Lighthouse ${versions.lighthouse}, React Router ${versions["@react-router/dev"]}, Vite ${versions.vite}
- Served by the project's own Node server on loopback; Lighthouse applies its own throttling (mobile: simulated slow 4G and a 4× slower CPU).
- "floor": the same page with every \`<script>\` and module preload removed: the fastest this HTML and CSS can be.
- ${runs} runs per page and form factor, app and floor alternated; a row is the run with the median LCP (TBT columns: median TBT).
- Bytes are transferred bytes as Lighthouse counts them (headers included).
- The thank-you pages are \`noindex\` and left out of sitemap.xml and llms.txt (decision 007): their SEO score is Lighthouse's \`is-crawlable\` audit failing, as expected, and every other SEO audit must pass.

${sections.join("\n\n")}

## Targets

${targetText}. Misses:

${targets}
`;
writeFileSync("docs/benchmarks.md", report);
console.log("\nwrote docs/benchmarks.md");
