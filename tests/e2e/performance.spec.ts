/** What the benchmark (npm run bench) depends on, checked in the browser on every test run. */
import { expect, open, test } from "#tests/support/fixtures.ts";
import { startProxy } from "#tests/support/proxy.ts";

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

// On a slow network every request before the first paint competes with the two it needs; the
// headings' font is preloaded beside them so that it can be used on that paint (decision 060).
test("before the first paint the browser fetches the page, its stylesheet and the heading font, nothing else", async ({
  page,
}) => {
  const proxy = await startProxy();
  try {
    await open(page, `${proxy.url}/se`);
    // The manifest joins after hydration; the icon is in the page, so the browser never asks for one.
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/site.webmanifest");
    const paintedAt = await page.evaluate(
      () =>
        performance.timeOrigin + (performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0),
    );
    const paths = proxy.requests.map(({ path }) => path);
    expect(paths.filter((path) => /favicon|apple-touch-icon/.test(path))).toEqual([]);
    const beforePaint = proxy.requests.filter(({ at }) => at < paintedAt).map(({ path }) => path);
    expect(beforePaint[0]).toBe("/se");
    // The course cards now stand near the top (issue 41): their drawings are lazy images within the
    // browser's loading distance, fetched at low priority (each under 1 KB brotli). No script, nothing else.
    const drawings = beforePaint.filter((path) => path.startsWith("/illustrations/"));
    for (const drawing of drawings) {
      await expect(page.locator(`img[src="${drawing}"]`).first()).toHaveAttribute("loading", "lazy");
    }
    expect(
      beforePaint
        .slice(1)
        .filter((path) => !drawings.includes(path))
        .sort(),
    ).toEqual([
      expect.stringMatching(/^\/assets\/root-[\w-]+\.css$/),
      expect.stringMatching(/^\/assets\/source-serif-4-latin-600-normal-[\w-]+\.woff2$/),
    ]);
    expect(paths.length).toBeGreaterThan(beforePaint.length);
  } finally {
    await proxy.close();
  }
});

test("the page's own HTML asks for no script up front, only the stylesheet", async ({ request }) => {
  const html = await (await request.get("/en")).text();
  expect(html).not.toContain('rel="modulepreload"');
  expect(html).not.toMatch(/<script[^>]+src=/);
  // React Router's module waits, inert, for the loader to run it after the first paint.
  expect(html).not.toMatch(/<script[^>]*type="module"/);
  expect(html).toMatch(/<script type="text\/x-deferred-module"/);
  expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
});

test("the language menu and the drawer need no script: the platform's popover and dialog", async ({
  request,
}) => {
  const html = await (await request.get("/en")).text();
  expect(html).toMatch(/<button[^>]*popovertarget="[^"]+"/i);
  expect(html).toMatch(/<div[^>]*popover="auto"/);
  expect(html).toMatch(/<button[^>]*command="show-modal"[^>]*commandfor="[^"]+"/);
  expect(html).toMatch(/<dialog[^>]*closedby="any"/);
});
