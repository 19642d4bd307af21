/**
 * Pre-compressed responses: the build writes `file.br` and `file.gz` beside every text file
 * (`scripts/precompress.ts`), and the Node server picks one per request from Accept-Encoding.
 * Node runs this file directly, so it imports nothing from `app/`.
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export type Encoding = "br" | "gzip";
/** In the server's order of preference, with the suffix of the file that holds each. */
export const encodings: readonly { name: Encoding; suffix: string }[] = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
];

/** Worth compressing: text. Images and fonts are compressed formats already. */
const compressibleExtensions = [
  ".html",
  ".js",
  ".css",
  ".json",
  ".webmanifest",
  ".txt",
  ".xml",
  ".svg",
  ".ico",
] as const;

export function isCompressible(file: string): boolean {
  return compressibleExtensions.some((extension) => file.toLowerCase().endsWith(extension));
}

/** Highest settings: this runs once per build, and every visitor gets the smaller file. */
export function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === "br"
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
}

/**
 * The encoding to send, of those `available`, for an Accept-Encoding header (RFC 9110 §12.5.3): the
 * highest q-value wins, ties go to the server's order (brotli first); `q=0` refuses, `*` stands for any
 * coding the header does not name. Undefined means identity.
 */
export function chooseEncoding(
  acceptEncoding: string | string[] | undefined,
  available: readonly Encoding[],
): Encoding | undefined {
  if (!acceptEncoding || available.length === 0) return undefined;
  const weights = new Map<string, number>();
  for (const item of String(acceptEncoding).split(",")) {
    const [coding = "", ...params] = item.split(";").map((part) => part.trim().toLowerCase());
    if (!coding) continue;
    const q = params.find((param) => param.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(coding, Number.isFinite(weight) ? Math.min(Math.max(weight, 0), 1) : 0);
  }
  let best: Encoding | undefined;
  let bestWeight = 0;
  for (const { name } of encodings) {
    if (!available.includes(name)) continue;
    const weight =
      weights.get(name) ?? (name === "gzip" ? weights.get("x-gzip") : undefined) ?? weights.get("*") ?? 0;
    if (weight > bestWeight) {
      best = name;
      bestWeight = weight;
    }
  }
  return best;
}
