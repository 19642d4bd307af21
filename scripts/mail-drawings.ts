/** `npm run mail-drawings`: renders each course's drawing (public/illustrations/<slug>.svg) to a PNG for
 * the lesson mails, with Chromium, into app/content/mail-drawings/, beside a manifest of each SVG's hash
 * and the image's size. Gmail, Outlook and Yahoo show no SVG (issue 39); the build puts these PNGs in
 * the course library (build-steps/course-library.ts) and refuses one made from an older SVG. Run it when
 * a drawing changes, as `npm run brand-images` for the brand; commit the output. */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { illustrationSize } from "../app/features/courses/course-illustrations.ts";

const source = "public/illustrations";
const target = "app/content/mail-drawings";
/** Twice the size the mail shows it at, so it is sharp on a high-density screen. */
const scale = 2;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
});
const { width, height } = illustrationSize;
const manifest: Record<string, { svgSha256: string; width: number; height: number }> = {};
try {
  for (const file of readdirSync(source).filter((name) => name.endsWith(".svg"))) {
    const svg = readFileSync(path.join(source, file), "utf8");
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: scale });
    const sized = /<svg[^>]*\swidth=/.test(svg)
      ? svg
      : svg.replace("<svg", `<svg width="${width}" height="${height}"`);
    // A white ground: a mail client may show a transparent image on a dark background.
    await page.setContent(`<!doctype html><style>html,body{margin:0;background:#fff}</style>${sized}`);
    const png = await page.screenshot({ clip: { x: 0, y: 0, width, height } });
    await page.close();
    const slug = file.replace(/\.svg$/, "");
    writeFileSync(path.join(target, `${slug}.png`), png);
    manifest[slug] = { svgSha256: createHash("sha256").update(svg).digest("hex"), width, height };
    console.log(`mail-drawings: ${slug}.png (${png.length} bytes)`);
  }
} finally {
  await browser.close();
}
writeFileSync(path.join(target, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
