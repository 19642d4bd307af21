/** Stockholm's wall clock, the readers' time: the courses' sending window (server) and the times an
 * operator types for a schedule (console) are both read in it, daylight saving included, whatever the
 * machine's own time zone. Times are milliseconds; a wall-clock time is written as if it were UTC. */
export const stockholmTimeZone = "Europe/Stockholm";

const wallClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: stockholmTimeZone,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** Stockholm's wall clock at `time`, as if it were UTC (so its offset is the difference). */
export function stockholmWall(time: number): number {
  const parts = wallClock
    .formatToParts(time)
    .map(({ type, value }): [string, number] => [type, Number(value)]);
  const { year = 0, month = 0, day, hour, minute, second } = Object.fromEntries(parts);
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** The instant Stockholm's clock shows `wall`. The offset is looked up twice, since the offset at the
 * first guess may differ from the offset at the answer (near a change); a time the spring change
 * skips reads as the hour after it. */
export function stockholmInstant(wall: number): number {
  const guess = wall - (stockholmWall(wall) - wall);
  return wall - (stockholmWall(guess) - guess);
}
