import { createHash } from "node:crypto";
import { lstatSync, readFileSync } from "node:fs";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { chooseEncoding, type Encoding, encodings } from "./content-encoding.ts";
import { resolveRequest } from "./resolve-request.ts";
import {
  allowedMethods,
  cacheControlFor,
  contentTypeFor,
  revalidateCacheControl,
  securityHeaders,
} from "./serving-rules.ts";
import { listSiteFiles } from "./site-files.ts";

// One encoding of a file. `notModified` for a 304; `ok` adds the length for a 200. Built once, so a
// request allocates nothing.
type Variant = {
  body: Buffer;
  etag: string;
  notModified: OutgoingHttpHeaders;
  ok: OutgoingHttpHeaders;
};
type Entry = {
  page: boolean;
  identity: Variant;
  /** The pre-compressed files the build wrote beside this one (`.br`, `.gz`). */
  encoded: Partial<Record<Encoding, Variant>>;
  available: Encoding[];
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
 * read once, here, with its pre-compressed forms, their ETags and complete response headers: a request
 * costs a map look-up and a write, never a file-system call or a compression. (A rebuild needs a restart.)
 */
export function createStaticHandler(root: string, scriptHashes: readonly string[]) {
  const base = securityHeaders(scriptHashes);
  const site = listSiteFiles(root);
  const entries = new Map<string, Entry>();
  for (const [urlPath, file, page] of [
    ...[...site.pages].map(([url, file]) => [url, file, true] as const),
    ...[...site.files].map(([url, file]) => [url, file, false] as const),
  ]) {
    // lstat: like the files themselves, a pre-compressed form that is a symbolic link is ignored.
    const available = encodings.filter(({ suffix }) =>
      lstatSync(file + suffix, { throwIfNoEntry: false })?.isFile(),
    );
    const headers = {
      ...base,
      "Content-Type": contentTypeFor(file),
      "Cache-Control": cacheControlFor(urlPath),
      // Caches must keep the encodings apart, even the identity response.
      ...(available.length > 0 ? { Vary: "Accept-Encoding" } : {}),
    };
    const variant = (body: Buffer, encoding?: Encoding): Variant => {
      const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`;
      const notModified = { ...headers, ETag: etag, ...(encoding ? { "Content-Encoding": encoding } : {}) };
      return { body, etag, notModified, ok: { ...notModified, "Content-Length": body.length } };
    };
    const encoded: Entry["encoded"] = {};
    for (const { name, suffix } of available) encoded[name] = variant(readFileSync(file + suffix), name);
    entries.set(urlPath, {
      page,
      identity: variant(readFileSync(file)),
      encoded,
      available: available.map(({ name }) => name),
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
    const encoding = chooseEncoding(request.headers["accept-encoding"], entry.available);
    const variant = (encoding && entry.encoded[encoding]) || entry.identity;
    if (etagMatches(request.headers["if-none-match"], variant.etag)) {
      response.writeHead(304, variant.notModified);
      response.end();
      return;
    }
    response.writeHead(200, variant.ok);
    response.end(request.method === "HEAD" ? undefined : variant.body);
  };
}
