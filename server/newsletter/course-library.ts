/** Part of the composition root: the courses the lesson mails are made of, as the build wrote them
 * (build-steps/course-library.ts). A live server built before the courses existed, or a test without a
 * build, has none: nobody can enrol, and the server's log says why at start. */
import { readFileSync } from "node:fs";
import { courseLibraryFile } from "../build-paths.ts";
import type { CourseLibrary } from "./domain/courses.ts";

export const noCourses: CourseLibrary = { en: [], se: [] };

export const noCoursesMessage = `newsletter: no course library at ${courseLibraryFile} (a live build writes it): the courses by e-mail are off`;

export function readCourseLibrary(file = courseLibraryFile): CourseLibrary {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as CourseLibrary;
  } catch {
    return noCourses;
  }
}
