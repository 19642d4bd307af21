/** How the site is served, for the Node server, the static hosts and nginx alike. Node runs this file
 * directly, so it imports nothing from `app/` (whose imports have no `.ts` extension). */

/** Where "/" and every unknown or malformed path go (SPEC.md §2; `homePath` in shared/paths.ts). */
export const homePath = "/en";
export const unknownPathStatus = 302;
/** A real page asked for with a trailing slash (`/en/privacy/`) moves for good to the page without it. */
export const trailingSlashStatus = 301;

export const allowedMethods = ["GET", "HEAD"] as const;
/** The live newsletter's JSON API (its pages: `newsletterPages` in shared/paths.ts). */
export const apiPrefix = "/api/newsletter/";
/** The live newsletter's operator console (server/newsletter/http/console-*.ts): `/admin` and below. */
export const consolePath = "/admin";
/** Longer request targets get 414: no page or asset URL comes close. */
export const maxUrlLength = 2048;

/** Raw targets that never reach a file, read alike (case-insensitively) by JavaScript and nginx's PCRE. */
export const rejectedTargetPatterns = [
  "%(2f|5c|00)",
  "^[^?]*\\\\",
  "^[^?]*//",
  "^[^?]*/(\\.|%2e){1,2}(/|\\?|$)",
] as const;

/** In the servers' order of preference; sent in place of the file, never at their own URLs. */
export const precompressed = { br: ".br", gzip: ".gz" } as const;
export const precompressedSuffixes = Object.values(precompressed);

/** Files in the build that configure static hosts: never served as content. */
export const hostConfigFiles = ["_headers", "_redirects"] as const;

/** Vite fingerprints every file under /assets, so those never change; everything else revalidates. */
export const immutablePrefix = "/assets/";
export const immutableCacheControl = "public, max-age=31536000, immutable";
export const revalidateCacheControl = "no-cache";

export function cacheControlFor(urlPath: string): string {
  return urlPath.startsWith(immutablePrefix) ? immutableCacheControl : revalidateCacheControl;
}

export const contentTypes: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".svg": "image/svg+xml; charset=utf-8",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
};
export const defaultContentType = "application/octet-stream";

export function contentTypeFor(urlPath: string): string {
  const extension = /\.[^./]+$/.exec(urlPath)?.[0].toLowerCase() ?? "";
  return contentTypes[extension] ?? defaultContentType;
}

/** No upgrade-insecure-requests: every URL is relative, so over HTTPS it adds nothing, and over plain
 * HTTP (localhost, the tests) Chromium sent a redirected same-origin request to https://, which failed. */
export function contentSecurityPolicy(scriptHashes: readonly string[], nonce?: string): string {
  const directives: string[][] = [
    ["default-src", "'self'"],
    // A page rendered per request (decision 061) has hydration data no build could hash: a nonce.
    [
      "script-src",
      "'self'",
      ...scriptHashes.map((hash) => `'${hash}'`),
      ...(nonce ? [`'nonce-${nonce}'`] : []),
    ],
    // No inline style of any kind: the drawer locks scrolling from the stylesheet (docs/decisions/014).
    ["style-src", "'self'"],
    ["img-src", "'self'", "data:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

// Only features Chromium knows: an unknown one (such as the retired interest-cohort) is a console error.
const deniedFeatures = [
  "accelerometer",
  "browsing-topics",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "serial",
  "usb",
];

/** Headers on every response, whatever its status. */
export function securityHeaders(scriptHashes: readonly string[]): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(scriptHashes),
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": deniedFeatures.map((feature) => `${feature}=()`).join(", "),
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
}
