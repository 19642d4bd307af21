import { createReadStream, type Stats, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";

/** Where "/" and every unknown path go (SPEC.md §2). */
export const homePath = "/en";
const maxUrlLength = 2048;

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
};

export type Resolution =
  | { kind: "file"; file: string; stats: Stats }
  | { kind: "redirect"; location: string; status: 301 | 302 };

function statFile(file: string): Stats | null {
  try {
    const stats = statSync(file);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

/**
 * Maps a request target onto the build directory. A page is served from `<path>/index.html`; a file
 * (an asset) from its own path. A trailing slash on a page redirects to the page, and everything else
 * (unknown, malformed, or trying to leave the build directory) redirects home.
 */
export function resolve(root: string, target: string): Resolution {
  const home: Resolution = { kind: "redirect", location: homePath, status: 302 };
  if (!target.startsWith("/") || target.length > maxUrlLength) return home;
  const queryStart = target.search(/[?#]/);
  const rawPath = queryStart === -1 ? target : target.slice(0, queryStart);
  const query = queryStart === -1 ? "" : target.slice(queryStart).replace(/#.*$/, "");

  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return home; // bad percent-encoding
  }
  const segments = pathname.split("/").slice(1);
  if (/[\\\0]/.test(pathname) || segments.some((segment) => segment === "." || segment === "..")) return home;

  if (pathname.length > 1 && pathname.endsWith("/")) {
    const trimmed = pathname.replace(/\/+$/, "");
    if (trimmed && statFile(path.join(root, trimmed, "index.html"))) {
      return { kind: "redirect", location: encodeURI(trimmed) + query, status: 301 };
    }
    return home;
  }
  // "/" itself is not a page: the root index.html is the SPA fallback, not content.
  if (pathname === "/" || pathname.endsWith(".html")) return home;

  const page = path.join(root, pathname, "index.html");
  const pageStats = statFile(page);
  if (pageStats) return { kind: "file", file: page, stats: pageStats };
  const file = path.join(root, pathname);
  const fileStats = file.startsWith(root + path.sep) ? statFile(file) : null;
  if (fileStats) return { kind: "file", file, stats: fileStats };
  return home;
}

function cacheControl(root: string, file: string): string {
  // Vite fingerprints everything under /assets, so those never change; pages must revalidate.
  return file.startsWith(path.join(root, "assets") + path.sep)
    ? "public, max-age=31536000, immutable"
    : "no-cache";
}

const securityHeaders = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
};

/** The request handler behind `npm start`. */
export function createStaticHandler(root: string) {
  const buildRoot = path.resolve(root);
  return (request: IncomingMessage, response: ServerResponse): void => {
    for (const [name, value] of Object.entries(securityHeaders)) response.setHeader(name, value);
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
      response.end("Method Not Allowed\n");
      return;
    }
    const resolution = resolve(buildRoot, request.url ?? "/");
    if (resolution.kind === "redirect") {
      response.writeHead(resolution.status, { Location: resolution.location, "Cache-Control": "no-cache" });
      response.end();
      return;
    }
    const { file, stats } = resolution;
    const etag = `W/"${stats.size.toString(16)}-${stats.mtimeMs.toString(16)}"`;
    const headers = {
      "Content-Type": contentTypes[path.extname(file)] ?? "application/octet-stream",
      "Cache-Control": cacheControl(buildRoot, file),
      ETag: etag,
    };
    if (request.headers["if-none-match"] === etag) {
      response.writeHead(304, headers);
      response.end();
      return;
    }
    response.writeHead(200, { ...headers, "Content-Length": stats.size });
    if (request.method === "HEAD") {
      response.end();
      return;
    }
    createReadStream(file)
      .on("error", () => response.destroy())
      .pipe(response);
  };
}
