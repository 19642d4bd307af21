/**
 * The path of a URL on this origin, or null: the preview <iframe> loads only the console's own
 * server, even if an answer ever named another site.
 */
export function sameOriginPath(url: string): string | null {
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.origin === window.location.origin ? parsed.pathname + parsed.search : null;
  } catch {
    return null;
  }
}
