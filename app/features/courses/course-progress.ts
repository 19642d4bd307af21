import { useSyncExternalStore } from "react";

/** The reader's progress through the courses, kept in this browser only (the cookie policy names the
 * key). Lesson slugs are the same in both languages, so progress carries over between them. */
export const progressStorageKey = "course-progress";

export interface CourseRecord {
  /** How many lessons the course had when last written: the home page's cards have no course data. */
  lessons: number;
  read: string[];
  passed: string[];
}

export interface Progress {
  version: 1;
  courses: Record<string, CourseRecord>;
}

const empty: Progress = { version: 1, courses: {} };
const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cached: Progress = empty;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

/** A stored value from another version or hand-edited is dropped, never trusted. */
export function parseProgress(raw: string | null): Progress {
  try {
    const data = raw ? JSON.parse(raw) : null;
    if (data?.version !== 1 || typeof data.courses !== "object" || !data.courses) return empty;
    const courses: Record<string, CourseRecord> = {};
    for (const [slug, value] of Object.entries(data.courses as Record<string, Partial<CourseRecord>>)) {
      const lessons = Number(value?.lessons);
      courses[slug] = {
        lessons: Number.isInteger(lessons) && lessons > 0 ? lessons : 0,
        read: strings(value?.read),
        passed: strings(value?.passed),
      };
    }
    return { version: 1, courses };
  } catch {
    return empty;
  }
}

function storedRaw(): string | null {
  try {
    return window.localStorage.getItem(progressStorageKey);
  } catch {
    return null; // storage blocked (private mode, settings): no progress is kept
  }
}

/** The stored progress; the same object while the stored text is unchanged (useSyncExternalStore). */
export function readProgress(): Progress {
  const raw = storedRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parseProgress(raw);
  }
  return cached;
}

function write(progress: Progress | null): boolean {
  try {
    if (progress) window.localStorage.setItem(progressStorageKey, JSON.stringify(progress));
    else window.localStorage.removeItem(progressStorageKey);
    return true;
  } catch {
    return false; // blocked or full: the page goes on without keeping progress
  } finally {
    for (const listener of listeners) listener();
  }
}

function record(course: string, lessons: number, field: "read" | "passed", lesson: string): boolean {
  const progress = readProgress();
  const before = progress.courses[course] ?? { lessons, read: [], passed: [] };
  if (before[field].includes(lesson) && before.lessons === lessons) return true;
  const after = { ...before, lessons, [field]: [...new Set([...before[field], lesson])] };
  return write({ version: 1, courses: { ...progress.courses, [course]: after } });
}

export const markRead = (course: string, lessons: number, lesson: string) =>
  record(course, lessons, "read", lesson);

export const markPassed = (course: string, lessons: number, lesson: string) =>
  record(course, lessons, "passed", lesson);

/** Forgets one course's progress; the key goes when no course is left. */
export function clearCourse(course: string): boolean {
  const { [course]: _gone, ...rest } = readProgress().courses;
  return write(Object.keys(rest).length ? { version: 1, courses: rest } : null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === progressStorageKey || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage); // another tab's progress shows here too
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** One course's progress; undefined in the pre-rendered HTML and during hydration, so both match. */
export function useCourseProgress(course: string): CourseRecord | undefined {
  const progress = useSyncExternalStore(subscribe, readProgress, () => null);
  if (!progress) return undefined;
  return progress.courses[course] ?? { lessons: 0, read: [], passed: [] };
}

/** Where a reader stands in a course (issue 51): "new" with nothing read, "reading" with the first
 * unread lesson to continue at, "finished" once every lesson is read. */
export type CourseStanding<T> = { kind: "new" } | { kind: "reading"; next: T } | { kind: "finished" };

export function courseStanding<T extends { slug: string }>(
  lessons: readonly T[],
  record: CourseRecord | undefined,
): CourseStanding<T> {
  const read = new Set(record?.read);
  if (!lessons.some((lesson) => read.has(lesson.slug))) return { kind: "new" };
  const next = lessons.find((lesson) => !read.has(lesson.slug));
  return next ? { kind: "reading", next } : { kind: "finished" };
}
