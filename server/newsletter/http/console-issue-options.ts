/** What the composer may add to a send (issue 40, decision 051): an audience (the newsletter's readers
 * of one course) and a time to send at. Checked here, so the service gets a known course and a time
 * that is ahead, but not absurdly far. */
import { maxPreviewText } from "../domain/console-api.ts";
import { fieldsOf } from "./console-input.ts";
import { ClientError } from "./request-input.ts";

export const latestScheduleMs = 366 * 86_400_000;

export function audienceOf(body: unknown, courses: string[]): string | null {
  const { course } = fieldsOf(body);
  if (course === undefined || course === null || course === "") return null;
  if (typeof course !== "string" || !courses.includes(course)) throw new ClientError(400, "unknown_course");
  return course;
}

/** The time to send at in ms, or null for at once (400 bad_schedule when not a time in range). */
export function scheduleOf(body: unknown, now: number): number | null {
  const { scheduleAt } = fieldsOf(body);
  if (scheduleAt === undefined || scheduleAt === null || scheduleAt === "") return null;
  const at = typeof scheduleAt === "string" ? Date.parse(scheduleAt) : Number.NaN;
  if (!Number.isFinite(at) || at <= now || at > now + latestScheduleMs) {
    throw new ClientError(400, "bad_schedule");
  }
  return at;
}

/** The preview text on one line (a line break means nothing in an inbox's snippet), or null for none;
 * 400 bad_preview_text when not a string or longer than an inbox would show. */
export function previewTextOf(body: unknown): string | null {
  const { previewText } = fieldsOf(body);
  if (previewText === undefined || previewText === null) return null;
  if (typeof previewText !== "string") throw new ClientError(400, "bad_preview_text");
  const line = previewText.replace(/\s+/g, " ").trim();
  if ([...line].length > maxPreviewText) throw new ClientError(400, "bad_preview_text");
  return line === "" ? null : line;
}

/** A draft's kept schedule: the composer's Stockholm wall time as typed ("" while unset), or null for
 * "Send now"; only its shape is checked, since a draft may hold a time already past. */
export function draftScheduleOf(body: unknown): string | null {
  const { schedule } = fieldsOf(body);
  if (schedule === undefined || schedule === null) return null;
  if (typeof schedule !== "string" || !/^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?)?$/.test(schedule)) {
    throw new ClientError(400, "bad_schedule");
  }
  return schedule;
}
