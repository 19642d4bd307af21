/**
 * The courses read from disk with node:fs, for code that runs outside Vite: the pre-render list in
 * react-router.config.ts, the live newsletter's lesson mails, tests. The site's route loaders read
 * the same files through Vite (`courses.server.ts`).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { CourseLibrary, CourseSlug } from "#shared/course-catalogue.ts";
import { courseIllustrationPath } from "../features/courses/course-illustrations.ts";
import { type ContentFile, parseCourses } from "../features/courses/parse-courses.ts";

// Not `new URL("./courses/", import.meta.url)`: Vite would take that for an asset to bundle.
export const coursesDirectory = path.join(path.dirname(fileURLToPath(import.meta.url)), "courses");

export function readContentFiles(directory = coursesDirectory): ContentFile[] {
  return readdirSync(directory, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".md"))
    .map((name) => ({
      path: name.split(path.sep).join("/"),
      text: readFileSync(path.join(directory, name), "utf8"),
    }));
}

let cached: CourseLibrary | undefined;

/** Every course in every language, checked; throws a ContentError listing every problem. */
export function readCourses(): CourseLibrary {
  cached ??= parseCourses(readContentFiles());
  return cached;
}

const publicDirectory = path.join(coursesDirectory, "../../../public");

/** A course's drawing as SVG markup, for a mail to carry inline (app/features/courses/course-illustrations.ts). */
export function readCourseIllustration(course: CourseSlug): string {
  return readFileSync(path.join(publicDirectory, courseIllustrationPath(course)), "utf8");
}
