/** Pre-compressed responses: the build writes `file.br` and `file.gz` beside every text file
 * (`precompress.ts`); the Node server and nginx pick one per request. */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { precompressed } from "../server/serving-rules.ts";

/** Worth compressing: text. Images and fonts are compressed formats already. */
export function isCompressible(file: string): boolean {
  return /\.(html|js|css|json|webmanifest|txt|xml|svg|ico)$/i.test(file);
}

/** Highest settings: this runs once per build, and every visitor gets the smaller file. */
export function compress(body: Buffer, encoding: keyof typeof precompressed): Buffer {
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
