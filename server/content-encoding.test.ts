// @vitest-environment node
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { chooseEncoding, compress, isCompressible } from "./content-encoding.ts";

const both = ["br", "gzip"] as const;

describe("chooseEncoding", () => {
  it("prefers brotli, then gzip, when the client takes both", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd", both)).toBe("br");
    expect(chooseEncoding("gzip, deflate", both)).toBe("gzip");
    expect(chooseEncoding("x-gzip", both)).toBe("gzip");
    expect(chooseEncoding("*", both)).toBe("br");
  });

  it("follows the client's q-values, and q=0 refuses a coding", () => {
    expect(chooseEncoding("br;q=0.5, gzip", both)).toBe("gzip");
    expect(chooseEncoding("br;q=0, *", both)).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0", both)).toBeUndefined();
    expect(chooseEncoding("*;q=0", both)).toBeUndefined();
  });

  it("sends identity with no header, an odd header, or nothing pre-compressed", () => {
    expect(chooseEncoding(undefined, both)).toBeUndefined();
    expect(chooseEncoding("", both)).toBeUndefined();
    expect(chooseEncoding("identity", both)).toBeUndefined();
    expect(chooseEncoding(";;,, br;q=abc", both)).toBeUndefined();
    expect(chooseEncoding("br", [])).toBeUndefined();
    expect(chooseEncoding("br, gzip", ["gzip"])).toBe("gzip");
  });
});

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
