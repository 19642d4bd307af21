/** Axe over every course and lesson page as served, before any JavaScript runs: the rules that read the
 * markup (headings, lists, tables, names, ARIA, landmarks, ids) on each page the Markdown makes. In a
 * browser (tests/e2e/courses.spec.ts) axe runs at both sizes on each course's page and its longest
 * lesson, with the rules that need layout and colour; an axe pass there costs 4–5 s on a lesson, here
 * about 1 s (jsdom, no browser, no hydration). Hydration changes nothing a lesson's markup holds: what
 * it adds is checked in the browser (a calculator's form: lesson-calculators.spec.ts; the quiz answered
 * and the steps open: course-progress.spec.ts). */
import { createRequire } from "node:module";
import axe from "axe-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { axeTags } from "#tests/support/axe.ts";
import { coursePaths } from "#tests/support/course-pages.ts";
import { type BuiltSite, openBuiltSite } from "./site.ts";

/** jsdom, as far as used here (the package ships no types, and @types/jsdom is not installed). */
type Window = { eval(source: string): void; close(): void; document: Document; axe: typeof axe };
const { JSDOM } = createRequire(import.meta.url)("jsdom") as {
  JSDOM: new (html: string, options: Record<string, unknown>) => { window: Window };
};

/** Rules that need the page laid out and painted (jsdom has no layout or style sheet): the browser's. */
const needLayout = ["color-contrast", "link-in-text-block", "target-size"];

let site: BuiltSite;
beforeAll(async () => {
  site = await openBuiltSite();
});
afterAll(() => site.close());

/** Axe's violations in this HTML, as "rule element | element". */
async function markupViolations(html: string, url: string): Promise<string[]> {
  const dom = new JSDOM(html, { runScripts: "outside-only", pretendToBeVisual: true, url });
  try {
    dom.window.eval(axe.source);
    const { violations } = await dom.window.axe.run(dom.window.document, {
      runOnly: { type: "tag", values: axeTags },
      rules: Object.fromEntries(needLayout.map((rule) => [rule, { enabled: false }])),
    });
    return violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
  } finally {
    dom.window.close();
  }
}

it.each(coursePaths)("%s: no axe violations in the markup", { timeout: 30_000 }, async (path) => {
  const response = await site.get(path);
  expect(response.statusCode).toBe(200);
  expect(await markupViolations(response.body, `http://localhost${path}`)).toEqual([]);
});

it("finds a violation in the markup (the check can fail)", { timeout: 30_000 }, async () => {
  const html =
    '<!doctype html><html lang="en"><head><title>t</title></head><body><main><h1>t</h1><img src="a.png"><table><tr><td>1</td></tr></table></main></body></html>';
  expect(await markupViolations(html, "http://localhost/")).toEqual([expect.stringMatching(/^image-alt /)]);
});
