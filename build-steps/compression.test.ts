// @vitest-environment node
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compress, isCompressible } from "./compression.ts";

describe("compress", () => {
  it("round-trips and shrinks text", () => {
    const text = Buffer.from("<p>Skatteförändringar 2025</p>\n".repeat(200));
    const br = compress(text, "br");
    const gz = compress(text, "gzip");
    expect(brotliDecompressSync(br).equals(text)).toBe(true);
    expect(gunzipSync(gz).equals(text)).toBe(true);
    expect(br.length).toBeLessThan(text.length / 10);
  });

  it("knows text from already-compressed formats", () => {
    expect(["/a.JS", "/b.css", "/c.html", "/sitemap.xml"].every(isCompressible)).toBe(true);
    expect(["/a.png", "/b.woff2", "/c.webp"].some(isCompressible)).toBe(false);
  });
});
