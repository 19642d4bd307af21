/**
 * The courses for the site's route loaders, which run only at build time (pre-rendering): Vite
 * bundles the Markdown into the build, so neither the text nor the parser reaches the browser; each
 * page gets its own lesson as loader data.
 */
import type { CourseLibrary } from "#shared/course-catalogue.ts";
import { parseCourses } from "../features/courses/parse-courses";

const files = import.meta.glob<string>("./courses/*/*.md", { query: "?raw", import: "default", eager: true });

export const courseLibrary: CourseLibrary = parseCourses(
  Object.entries(files).map(([file, text]) => ({ path: file.replace("./courses/", ""), text })),
);
