/** Part of the composition root: the courses the lesson mails are made of, as the build wrote them
 * (build-steps/course-library.ts). A live server built before the courses existed, or a test without a
 * build, has none: nobody can enrol, and the log says why. */
import { readFileSync } from "node:fs";
import { courseLibraryFile } from "../build-paths.ts";
import type { CourseLibrary } from "./domain/courses.ts";

export const noCourses: CourseLibrary = { en: [], se: [] };

export function readCourseLibrary(
  file = courseLibraryFile,
  log: (line: string) => void = console.log,
): CourseLibrary {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as CourseLibrary;
  } catch {
    log(`newsletter: no course library at ${file} (a live build writes it): the courses by e-mail are off`);
    return noCourses;
  }
}
