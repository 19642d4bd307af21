/** The courses' pages as the build pre-renders them, for the end-to-end suites: read from the same
 * Markdown (app/content/courses/) by the same parser. */
import { readCourses } from "../../app/content/read-courses";
import { calculatorPaths, coursePagePaths, prerenderPaths } from "../../app/lib/paths";

export const courseLibrary = readCourses();
export const coursePaths = coursePagePaths(courseLibrary);
/** Every pre-rendered page: the ten of SPEC.md §2, the tax calculator, then every course and lesson. */
export const allPagePaths = [...prerenderPaths, ...calculatorPaths, ...coursePaths];
