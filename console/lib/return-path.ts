/** Where to go after signing in (issue 53): the screen a signed-out operator opened, such as a record's
 * link pasted by another operator. Kept in localStorage, not sessionStorage, because the mailed link
 * often opens in another tab; for the sign-in link's 15 minutes only, and a path of the console only. */
import { basename, paths } from "./router";

const key = "skattlyktan-console-return";
const lifetime = 15 * 60_000;

function isConsolePath(path: string): boolean {
  return (
    (path === basename || path.startsWith(`${basename}/`)) &&
    !path.startsWith(paths.signIn) &&
    !path.startsWith("//") &&
    !path.includes("\\")
  );
}

export function rememberReturn(path: string, now = Date.now()): void {
  if (!isConsolePath(path)) return;
  try {
    localStorage.setItem(key, JSON.stringify({ path, at: now }));
  } catch {
    // Storage refused (private mode, full): the operator lands on the dashboard instead.
  }
}

/** The remembered path, once (it is forgotten as it is read), or the dashboard. */
export function takeReturn(now = Date.now()): string {
  let saved: unknown;
  try {
    saved = JSON.parse(localStorage.getItem(key) ?? "null");
    localStorage.removeItem(key);
  } catch {
    return paths.dashboard;
  }
  if (typeof saved !== "object" || saved === null) return paths.dashboard;
  const { path, at } = saved as { path?: unknown; at?: unknown };
  if (typeof path !== "string" || typeof at !== "number" || now - at > lifetime || now < at) {
    return paths.dashboard;
  }
  return isConsolePath(path) ? path : paths.dashboard;
}
