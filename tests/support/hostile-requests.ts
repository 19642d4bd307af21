/** Generated hostile HTTP requests, as raw bytes, for the fuzz tests (deterministic for a seed). */

/** mulberry32: a tiny seeded generator, so a failing request can be produced again. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const methods = [
  "GET",
  "GET",
  "GET",
  "HEAD",
  "POST",
  "PUT",
  "DELETE",
  "OPTIONS",
  "TRACE",
  "CONNECT",
  "PATCH",
];
const oddMethods = ["PROPFIND", "get", "G ET", "", "GET\t", "X".repeat(300), "MKCOL", "PURGE"];
const segments = [
  ...["en", "se", "privacy", "assets", "index.html", "_headers", "_redirects", ".env", ".git", "up"],
  ...["secret.txt", "leak.js", "app-Abc123.js", "package.json", "etc", "passwd", "EN", "se-x"],
  ...["", ".", "..", "...", "%2e", "%2e%2e", "%2E%2e", ".%2e", "..%2f", "..%5c", "..\\", "%2f", "%5c"],
  ...["%00", "a%00b", "%c0%ae%c0%ae", "%c0%af", "%ff", "%", "%%", "%e0%a4%a", "%u002e", "%252e%252e"],
  ...["ä", "%C3%A4", "😀", "%F0%9F%98%80", "\u202e", "a;b", "a,b", "~", "*", "{}", "<script>", "'\""],
];
const prefixes = ["/", "/", "/", "/", "", "*", "//", "http://evil.example/", "//evil.example/", "\\", "/%2f"];
const separators = ["/", "/", "/", "/", "//", "\\", "%2f", "%2F", "/./", "/../"];
const versions = [
  "HTTP/1.1",
  "HTTP/1.1",
  "HTTP/1.1",
  "HTTP/1.0",
  "HTTP/2.0",
  "HTTP/9.9",
  "",
  "HTTP/1.1 extra",
];
const extraHeaders = [
  "If-None-Match: *",
  'If-None-Match: W/"x", "y"',
  "Range: bytes=0-10",
  "Range: bytes=-1",
  "Expect: 100-continue",
  "Content-Length: -1",
  "Content-Length: 5\r\nContent-Length: 6",
  "Transfer-Encoding: chunked",
  "Transfer-Encoding: gzip, chunked",
  "Accept-Encoding: br, gzip, deflate, *;q=0.1",
  "Cookie: a=b; c=d",
  "Authorization: Basic Zm9vOmJhcg==",
  "X-Forwarded-For: 127.0.0.1, ::1",
  "Header-Without-Colon",
  " Folded: continuation",
  "X-Nul: a\0b",
  "X-Unicode: ä😀",
  `X-Long: ${"z".repeat(9000)}`,
  `X-Huge: ${"z".repeat(70_000)}`,
];

/**
 * One hostile request: a method (sometimes no token at all), a target built from dot segments,
 * encoded slashes and backslashes, NULs, bad escapes, unicode and long segments, an odd version, and
 * odd, missing or oversized headers. Lines end in CRLF, sometimes in a bare LF.
 */
export function hostileRequest(random: () => number): string {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const method = random() < 0.9 ? pick(methods) : pick(oddMethods);
  const parts = Array.from({ length: 1 + Math.floor(random() * 6) }, () =>
    random() < 0.05 ? "a".repeat(Math.floor(random() * 5000)) : pick(segments),
  );
  let target = pick(prefixes) + parts.map((part, index) => (index ? pick(separators) : "") + part).join("");
  if (random() < 0.2) target += `?${pick(segments)}=${pick(segments)}`;
  if (random() < 0.05) target += "#fragment";
  const headers = random() < 0.9 ? ["Host: localhost"] : [];
  for (let count = Math.floor(random() * 4); count > 0; count--) headers.push(pick(extraHeaders));
  if (random() < 0.02) for (let index = 0; index < 200; index++) headers.push(`X-Many-${index}: ${index}`);
  headers.push("Connection: close");
  const end = random() < 0.9 ? "\r\n" : "\n";
  const body = headers.some((header) => header.startsWith("Transfer-Encoding")) ? "zz\r\ngarbage\r\n" : "";
  return `${method} ${target} ${pick(versions)}`.trimEnd() + end + headers.join(end) + end + end + body;
}
