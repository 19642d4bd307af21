/** The courses' pages as the build pre-renders them, for the end-to-end suites: read from the same
 * Markdown (app/content/courses/) by the same parser. */

import { coursePagePaths, prerenderPaths, toolPagePaths } from "#shared/paths.ts";
import { readCourses } from "../../app/content/read-courses";

export const courseLibrary = readCourses();
export const coursePaths = coursePagePaths(courseLibrary);
/** Every pre-rendered page: the ten of SPEC.md §2, the glossary and the calculator, every course and lesson. */
export const allPagePaths = [...prerenderPaths, ...toolPagePaths, ...coursePaths];
