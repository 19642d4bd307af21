/** Times the operator types for a schedule are Stockholm wall-clock times (the readers' time, as the
 * courses' sending window is), whatever the operator's own time zone: converted here with the
 * browser's time-zone data, daylight saving included. */
import { stockholmInstant, stockholmTimeZone } from "#shared/stockholm-time.ts";

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
  return new Date(stockholmInstant(Date.UTC(year, month - 1, day, hour, minute))).toISOString();
}

const shown = new Intl.DateTimeFormat("en-GB", {
  timeZone: stockholmTimeZone,
  dateStyle: "medium",
  timeStyle: "short",
});

/** "1 Dec 2026, 09:30 Stockholm time". */
export function formatStockholm(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${shown.format(date)} Stockholm time`;
}
