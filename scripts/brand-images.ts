/** `npm run brand-images`: renders the favicon set, the manifest icons and the two 1200×630 share
 * cards into public/ with Chromium. Run it when the brand or the hero title changes; commit the output. */
import { readFileSync, writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { en } from "#shared/i18n/en.ts";
import { se } from "#shared/i18n/se.ts";
import { company } from "#shared/site.ts";

const svg = readFileSync("public/favicon.svg", "utf8");
// The headings' face (docs/decisions/060), inlined: the cards are rendered from a string, with no origin.
const headingFont = readFileSync(
  "node_modules/@fontsource/source-serif-4/files/source-serif-4-latin-600-normal.woff2",
).toString("base64");
const fontFace = `@font-face{font-family:"Source Serif 4";font-weight:600;src:url(data:font/woff2;base64,${headingFont}) format("woff2")}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
});

async function render(html: string, width: number, height: number): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.setContent(`<!doctype html><style>${fontFace}html,body{margin:0}</style>${html}`);
  await page.evaluate(() => document.fonts.ready);
  const png = await page.screenshot({ omitBackground: true });
  await page.close();
  return png;
}

const icon = (size: number) =>
  render(svg.replace("<svg ", `<svg width="${size}" height="${size}" `), size, size);

/** An .ico file that holds one PNG image (supported by every current browser). */
function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // offset of the image data
  return Buffer.concat([header, png]);
}

writeFileSync("public/favicon.ico", icoFromPng(await icon(32), 32));
writeFileSync("public/apple-touch-icon.png", await icon(180));
writeFileSync("public/icon-192.png", await icon(192));
writeFileSync("public/icon-512.png", await icon(512));

for (const [language, t] of [
  ["en", en],
  ["se", se],
] as const) {
  const card = `
    <div style="box-sizing:border-box;width:1200px;height:630px;padding:80px;background:#0b3443;color:#fff;
      font-family:system-ui,'DejaVu Sans',sans-serif;display:flex;flex-direction:column;justify-content:space-between">
      <div style="display:flex;align-items:center;gap:20px;font-family:'Source Serif 4',serif;font-size:44px;font-weight:600">
        ${svg.replace("<svg ", '<svg width="64" height="64" ')} ${company.brand}
      </div>
      <div>
        <div style="color:#fcd77f;font-size:30px;font-weight:600;letter-spacing:.04em;text-transform:uppercase">${t.hero.eyebrow}</div>
        <div style="margin-top:20px;font-family:'Source Serif 4',serif;font-size:80px;font-weight:600;line-height:1.1;max-width:1000px">${t.hero.title}</div>
      </div>
    </div>`;
  writeFileSync(`public/og/${language}.png`, await render(card, 1200, 630));
}
await browser.close();
console.log("wrote public/favicon.ico, icons and public/og/{en,se}.png");
