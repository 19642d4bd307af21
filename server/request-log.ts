const maxLoggedLength = 300;

/** Anything but printable ASCII escaped, so one request is one line and a forged target cannot fake
 * another entry; long values cut, and the cut marked `...`. */
export function forLog(value: string | undefined): string {
  if (value === undefined) return "-";
  const escaped = value.replace(/[^\x21-\x7e]|[\\"]/g, (character) => {
    const code = character.charCodeAt(0);
    return code > 0xff
      ? `\\u${code.toString(16).padStart(4, "0")}`
      : `\\x${code.toString(16).padStart(2, "0")}`;
  });
  return escaped.length > maxLoggedLength ? `${escaped.slice(0, maxLoggedLength)}...` : escaped;
}

/** Links carry their token in the query; the names stay, so `/en/confirm?token` still says what came. */
export function withoutQueryValues(target: string): string {
  const start = target.indexOf("?");
  return start === -1 ? target : target.slice(0, start) + target.slice(start).replace(/=[^&]*/g, "");
}

/** `GET /en 200 0.4ms`; `!` after the status when the client left first. */
export function logLine(
  method: string | undefined,
  target: string | undefined,
  status: number,
  ms: number,
  finished: boolean,
): string {
  const logged = target === undefined ? undefined : withoutQueryValues(target);
  return `${forLog(method)} ${forLog(logged)} ${status}${finished ? "" : "!"} ${ms.toFixed(1)}ms`;
}
