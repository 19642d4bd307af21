/** The build, read once into memory with its pre-compressed forms, each with a strong ETag. Not
 * @fastify/static, which opens and reads the file on every request: 3,543 requests/s for /en against
 * 18,370 from memory (decision 023); issue 19 allows a library only within 10 %. */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { Negotiator } from "@fastify/accept-negotiator";
import { cacheControlFor, contentTypeFor, precompressed } from "./serving-rules.ts";

type Encoding = keyof typeof precompressed;

export type Form = { body: Buffer; etag: string; encoding: Encoding | undefined };

export type InMemoryFile = {
  contentType: string;
  cacheControl: string;
  identity: Form;
  compressed: Map<Encoding, Form>;
  negotiator: Negotiator<Encoding | "identity">;
};

function form(body: Buffer, encoding: Encoding | undefined): Form {
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 27);
  return { body, etag: `"${hash}"`, encoding };
}

/** `files`: the build's files on disk (site-files.ts), keyed by absolute path. */
export function loadInMemory(root: string, files: Iterable<string>): Map<string, InMemoryFile> {
  const loaded = new Map<string, InMemoryFile>();
  for (const file of files) {
    const urlPath = `/${path.relative(root, file).split(path.sep).join("/")}`;
    const compressed = new Map<Encoding, Form>();
    for (const encoding of Object.keys(precompressed) as Encoding[]) {
      const sibling = file + precompressed[encoding];
      if (existsSync(sibling)) compressed.set(encoding, form(readFileSync(sibling), encoding));
    }
    loaded.set(file, {
      contentType: contentTypeFor(urlPath),
      cacheControl: cacheControlFor(urlPath),
      identity: form(readFileSync(file), undefined),
      compressed,
      // Of the forms this file has, brotli first: smaller for the same text.
      negotiator: new Negotiator({ supportedValues: [...compressed.keys(), "identity"] }),
    });
  }
  return loaded;
}

/** The form the client accepts best, and the headers that describe it. */
export function chooseForm(file: InMemoryFile, acceptEncoding: string | undefined) {
  const choice =
    acceptEncoding && file.compressed.size > 0 ? file.negotiator.negotiate(acceptEncoding) : null;
  const form = (choice && choice !== "identity" && file.compressed.get(choice)) || file.identity;
  const headers: Record<string, string> = {
    "content-type": file.contentType,
    "cache-control": file.cacheControl,
    etag: form.etag,
  };
  if (file.compressed.size > 0) headers.vary = "Accept-Encoding";
  if (form.encoding) headers["content-encoding"] = form.encoding;
  return { form, headers };
}
