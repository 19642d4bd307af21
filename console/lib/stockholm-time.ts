/** Times the operator types for a schedule are Stockholm wall-clock times (the readers' time, as the
 * courses' sending window is), whatever the operator's own time zone: converted here with the
 * browser's time-zone data, daylight saving included. */
export const stockholm = "Europe/Stockholm";

const parts = new Intl.DateTimeFormat("en-GB", {
  timeZone: stockholm,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** Stockholm's offset from UTC at an instant, in ms. */
function offsetAt(utc: number): number {
  const value = (type: string) => Number(parts.formatToParts(utc).find((part) => part.type === type)?.value);
  const wall = Date.UTC(value("year"), value("month") - 1, value("day"), value("hour"), value("minute"));
  return wall - Math.floor(utc / 60_000) * 60_000;
}

/** "2026-12-01T09:30" (an <input type="datetime-local">'s value) in Stockholm → ISO UTC; undefined
 * when it is not such a value. A time the spring change skips reads as the hour after it. */
export function stockholmToIso(local: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // Twice: the offset at the first guess may differ from the offset at the answer (near a change).
  const guess = wall - offsetAt(wall);
  return new Date(wall - offsetAt(guess)).toISOString();
}

const shown = new Intl.DateTimeFormat("en-GB", {
  timeZone: stockholm,
  dateStyle: "medium",
  timeStyle: "short",
});

/** "1 Dec 2026, 09:30 Stockholm time". */
export function formatStockholm(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${shown.format(date)} Stockholm time`;
}
