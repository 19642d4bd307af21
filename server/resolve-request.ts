import {
  allowedMethods,
  homePath,
  maxUrlLength,
  rejectedTargetPatterns,
  trailingSlashStatus,
  unknownPathStatus,
} from "./serving-rules.ts";

export type Resolution<Entry> =
  | { kind: "serve"; entry: Entry }
  | { kind: "redirect"; status: 301 | 302; location: string }
  | { kind: "error"; status: 405 | 414 };

const rejected = rejectedTargetPatterns.map((pattern) => new RegExp(pattern, "i"));
const home = { kind: "redirect", status: unknownPathStatus, location: homePath } as const;
// Kept on a trailing-slash redirect only when it is plain printable ASCII, so nothing odd is echoed.
const safeQuery = /^\?[\x21-\x7e]*$/;

/** From the method and raw target alone: `entries` holds every servable URL path, so nothing here touches
 * the file system and no path outside the build can be named. */
export function resolveRequest<Entry extends { page: boolean }>(
  method: string | undefined,
  target: string | undefined,
  entries: ReadonlyMap<string, Entry>,
): Resolution<Entry> {
  if (!(allowedMethods as readonly (string | undefined)[]).includes(method))
    return { kind: "error", status: 405 };
  if (target === undefined || !target.startsWith("/")) return home;
  if (target.length > maxUrlLength) return { kind: "error", status: 414 };
  if (rejected.some((pattern) => pattern.test(target))) return home;

  const queryStart = target.indexOf("?");
  const rawPath = queryStart === -1 ? target : target.slice(0, queryStart);
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return home; // bad percent-encoding
  }
  const entry = entries.get(pathname);
  if (entry) return { kind: "serve", entry };

  const trimmed = pathname.replace(/\/+$/, "");
  if (trimmed !== pathname && entries.get(trimmed)?.page) {
    const query = queryStart === -1 ? "" : target.slice(queryStart);
    const location = encodeURI(trimmed) + (safeQuery.test(query) ? query : "");
    return { kind: "redirect", status: trailingSlashStatus, location };
  }
  return home;
}
