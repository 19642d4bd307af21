/**
 * Pre-compressed responses: the build writes `file.br` and `file.gz` beside every text file
 * (`precompress.ts`); the Node server (@fastify/static) and nginx pick one per request.
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
