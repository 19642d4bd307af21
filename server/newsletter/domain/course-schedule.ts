/** When a course's lessons may leave: every `intervalMs`, inside a daily window of Stockholm's wall clock.
 * Pure functions of the time, so tests can put the clock on a daylight-saving day. */
import { stockholmInstant, stockholmWall } from "#shared/stockholm-time.ts";

/** A daily window in minutes after local midnight, start inclusive, end exclusive; null: always. */
export type SendingWindow = { startMinute: number; endMinute: number } | null;

export interface CourseSchedule {
  intervalMs: number;
  window: SendingWindow;
}

const units = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `2d`, `6h`, `30m`, `30s` → milliseconds (NEWSLETTER_COURSE_INTERVAL). */
export function parseInterval(text: string): number {
  const match = /^(\d+)\s*([smhd])$/.exec(text.trim());
  const amount = Number(match?.[1] ?? 0);
  if (!match || amount <= 0) {
    throw new Error(
      `NEWSLETTER_COURSE_INTERVAL must be a duration such as 2d, 6h, 30m or 30s, not "${text}"`,
    );
  }
  return amount * units[match[2] as keyof typeof units];
}

/** `08:00-18:00` or `always` (NEWSLETTER_COURSE_WINDOW). */
export function parseWindow(text: string): SendingWindow {
  if (text.trim() === "always") return null;
  const match = /^(\d{2}):(\d{2})-(\d{2}):(\d{2})$/.exec(text.trim());
  const minute = (hours?: string, minutes?: string) => Number(hours) * 60 + Number(minutes);
  const startMinute = minute(match?.[1], match?.[2]);
  const endMinute = minute(match?.[3], match?.[4]);
  if (!match || startMinute >= endMinute || endMinute > 24 * 60 || Number(match[2]) > 59) {
    throw new Error(
      `NEWSLETTER_COURSE_WINDOW must be "always" or a range such as 08:00-18:00, not "${text}"`,
    );
  }
  return { startMinute, endMinute };
}

/** `time` itself if the window is open then, else the window's next opening. */
export function nextOpening(time: number, window: SendingWindow): number {
  if (!window) return time;
  const wall = stockholmWall(time);
  const midnight = wall - (wall % units.d);
  const minute = (wall - midnight) / units.m;
  if (minute >= window.startMinute && minute < window.endMinute) return time;
  const day = minute < window.startMinute ? midnight : midnight + units.d;
  return stockholmInstant(day + window.startMinute * units.m);
}

/** When the lesson after one queued at `queuedAt` becomes due. */
export function nextLessonDue(queuedAt: number, schedule: CourseSchedule): number {
  return nextOpening(queuedAt + schedule.intervalMs, schedule.window);
}
