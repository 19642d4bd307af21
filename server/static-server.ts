import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { resolveRequest } from "./resolve-request.ts";
import {
  allowedMethods,
  cacheControlFor,
  contentTypeFor,
  revalidateCacheControl,
  securityHeaders,
} from "./serving-rules.ts";
import { listSiteFiles } from "./site-files.ts";

// `notModified` for a 304; `ok` adds the length for a 200. Built once, so a request allocates nothing.
type Entry = {
  page: boolean;
  body: Buffer;
  etag: string;
  notModified: OutgoingHttpHeaders;
  ok: OutgoingHttpHeaders;
};

const errorBodies = { 405: "Method Not Allowed\n", 414: "URI Too Long\n" } as const;

/** True when an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((candidate) => {
    const tag = candidate.trim();
    return tag === "*" || tag.replace(/^W\//, "") === etag;
  });
}

/**
 * The request handler behind `npm start`. The build is immutable while it is served, so every file is
 * read once, here, with its ETag and complete response headers: a request costs a map look-up and a
 * write, never a file-system call. (A rebuild needs a restart.)
 */
export function createStaticHandler(root: string, scriptHashes: readonly string[]) {
  const base = securityHeaders(scriptHashes);
  const site = listSiteFiles(root);
  const entries = new Map<string, Entry>();
  for (const [urlPath, file, page] of [
    ...[...site.pages].map(([url, file]) => [url, file, true] as const),
    ...[...site.files].map(([url, file]) => [url, file, false] as const),
  ]) {
    const body = readFileSync(file);
    const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`;
    const headers = {
      ...base,
      "Content-Type": contentTypeFor(file),
      "Cache-Control": cacheControlFor(urlPath),
      ETag: etag,
    };
    entries.set(urlPath, {
      page,
      body,
      etag,
      notModified: headers,
      ok: { ...headers, "Content-Length": body.length },
    });
  }

  return (request: IncomingMessage, response: ServerResponse): void => {
    const resolution = resolveRequest(request.method, request.url, entries);
    if (resolution.kind === "error") {
      const body = errorBodies[resolution.status];
      response.writeHead(resolution.status, {
        ...base,
        ...(resolution.status === 405 ? { Allow: allowedMethods.join(", ") } : {}),
        "Cache-Control": revalidateCacheControl,
        "Content-Type": "text/plain; charset=utf-8",
        "Content-Length": Buffer.byteLength(body),
      });
      response.end(request.method === "HEAD" ? undefined : body);
      return;
    }
    if (resolution.kind === "redirect") {
      response.writeHead(resolution.status, {
        ...base,
        Location: resolution.location,
        "Cache-Control": revalidateCacheControl,
        "Content-Length": 0,
      });
      response.end();
      return;
    }
    const { entry } = resolution;
    if (etagMatches(request.headers["if-none-match"], entry.etag)) {
      response.writeHead(304, entry.notModified);
      response.end();
      return;
    }
    response.writeHead(200, entry.ok);
    response.end(request.method === "HEAD" ? undefined : entry.body);
  };
}
