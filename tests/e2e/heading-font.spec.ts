/** The headings' one web font (docs/decisions/060): used by h1–h3 and the brand, and a local fallback
 * that takes the same room. That every page preloads it, served from our own origin as font/woff2 with
 * the assets' immutable caching, is tests/built/serving.test.ts's (no browser needed). */
import { expect, open, test, withCookieChoice } from "#tests/support/fixtures.ts";

for (const path of ["/en", "/se"]) {
  test(`${path}: headings and the brand are set in it, with å ä ö, and nothing else is fetched for type`, async ({
    page,
  }) => {
    await withCookieChoice(page);
    await open(page, path);
    await page.evaluate(() => document.fonts.ready);
    const used = await page.evaluate(() => ({
      headings: [...document.querySelectorAll("h1, h2, h3, header a[aria-label]")].map((element) =>
        getComputedStyle(element).fontFamily.split(",")[0]?.trim(),
      ),
      body: getComputedStyle(document.body).fontFamily,
      // The face covers Swedish letters, so no character falls back to another font.
      swedish: document.fonts.check('600 32px "Source Serif 4"', "Förstå skatteändringarna Å Ä Ö é"),
      faces: [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family),
      fonts: performance
        .getEntriesByType("resource")
        .filter((entry) => /\.(woff2?|ttf|otf)$|fonts/.test(entry.name))
        .map((entry) => entry.name),
    }));
    expect(new Set(used.headings)).toEqual(new Set(['"Source Serif 4"']));
    expect(used.body).not.toContain("Source Serif");
    expect(used.swedish).toBe(true);
    // Loaded (if it came too late for the first paint, `optional` keeps the fallback on screen).
    expect(used.faces).toContain("Source Serif 4");
    expect(used.fonts).toHaveLength(1);
    expect(new URL(used.fonts[0] ?? "").origin).toBe(new URL(page.url()).origin);
  });
}

test("the local fallback is sized to the face: a heading in either takes the same room", async ({ page }) => {
  await withCookieChoice(page);
  await open(page, "/se");
  await page.evaluate(() => document.fonts.ready);
  const boxes = await page.evaluate(async () => {
    const sample = "Förstå skatteändringarna 2025 – Understand the Swedish tax changes";
    const measure = (family: string) => {
      const span = Object.assign(document.createElement("span"), { textContent: sample });
      span.style.cssText = `font: 600 40px ${family}; white-space: nowrap; position: absolute; line-height: normal`;
      document.body.append(span);
      const { width, height } = span.getBoundingClientRect();
      span.remove();
      return { width, height };
    };
    await document.fonts.load('600 40px "Source Serif 4 Fallback"');
    return { face: measure('"Source Serif 4"'), fallback: measure('"Source Serif 4 Fallback"') };
  });
  // Within 3 % in width and 1 px in line height: a swap, were there one, would barely move a line.
  expect(Math.abs(boxes.fallback.width / boxes.face.width - 1)).toBeLessThan(0.03);
  expect(Math.abs(boxes.fallback.height - boxes.face.height)).toBeLessThanOrEqual(1);
});
