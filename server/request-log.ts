const maxLoggedLength = 300;

/** A request's method or target as a log can show it: control characters, quotes, backslashes and
 * anything outside printable ASCII become `\xNN` (or `\uNNNN`), so one request is always exactly one
 * line and a forged target cannot fake another entry. Long values are cut, and the cut marked `...`. */
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

/** The target without the query's values: confirm and unsubscribe links carry their token there, and
 * anyone who reads a log could use it. The names stay, so `/en/confirm?token` still says what came. */
export function withoutQueryValues(target: string): string {
  const start = target.indexOf("?");
  return start === -1 ? target : target.slice(0, start) + target.slice(start).replace(/=[^&]*/g, "");
}

/** `GET /en 200 0.4ms`: method, target (query values left out), status (`!` after it when the client
 * left first), time. */
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
