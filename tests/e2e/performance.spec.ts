/** What the benchmark (npm run bench) depends on, checked in the browser on every test run. */
import { expect, open, test } from "./fixtures";

for (const path of ["/en", "/se/privacy"]) {
  test(`${path}: no script is requested before the first contentful paint`, async ({ page }) => {
    await open(page, path);
    const timing = await page.evaluate(() => ({
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".js"))
        .map((entry) => entry.startTime),
    }));
    expect(timing.fcp).toBeGreaterThan(0);
    expect(timing.scripts.length).toBeGreaterThan(5);
    expect(timing.scripts.filter((start) => start < timing.fcp)).toEqual([]);
  });
}

test("the page's own HTML asks for no script up front, only the stylesheet", async ({ request }) => {
  const html = await (await request.get("/en")).text();
  expect(html).not.toContain('rel="modulepreload"');
  expect(html).not.toMatch(/<script[^>]+src=/);
  expect(html).not.toMatch(/^import /m);
  expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
});
