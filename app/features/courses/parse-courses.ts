/**
 * Reads the courses' Markdown into typed courses and refuses content that breaks the contract of
 * docs/writing-lessons.md: malformed front matter, a lesson without its twin in the other language,
 * slugs or order that differ between the languages, gaps in the order. Every problem is listed at
 * once, so a build (or the server's start) fails with all of them.
 */
import { parse as parseYaml } from "yaml";
import {
  type Course,
  type CourseLibrary,
  type CourseSlug,
  courseKeys,
  courseSlugs,
  type Lesson,
  wordsPerMinute,
} from "#shared/course-catalogue.ts";
import { courseFrontMatter, lessonFrontMatter } from "#shared/course-front-matter.ts";
import { en } from "#shared/i18n/en.ts";
import { se } from "#shared/i18n/se.ts";
import { type Language, languages } from "#shared/site.ts";
import { directiveProblems, withoutDirectives } from "../calculator/calculator-directive.ts";

/** One Markdown file: its path below `courses/` (`<course>/<name>.<language>.md`) and its text. */
export interface ContentFile {
  path: string;
  text: string;
}

const dictionaries = { en, se } as const;
const fileName = /^([a-z0-9-]+)\/([a-z0-9-]+)\.([a-z]+)\.md$/;

export class ContentError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`The courses' content is invalid:\n- ${problems.join("\n- ")}`);
    this.problems = problems;
  }
}

function splitFrontMatter(text: string): { data: unknown; body: string } | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) return undefined;
  return { data: parseYaml(match[1] ?? ""), body: (match[2] ?? "").trim() };
}

export function countWords(markdown: string): number {
  const prose = withoutDirectives(markdown)
    .replace(/\]\([^)]*\)/g, "]") // a link's address is not read
    .replace(/[#>*_|`[\]-]+/g, " ");
  return prose.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function parseCourses(files: ContentFile[]): CourseLibrary {
  const problems: string[] = [];
  const lessons: Lesson[] = [];
  const courses = new Map<string, Omit<Course, "lessons">>();

  for (const file of files) {
    const name = fileName.exec(file.path);
    const [, folder = "", base = "", language = ""] = name ?? [];
    if (!name || !(languages as readonly string[]).includes(language)) {
      problems.push(`${file.path}: name it <course>/<lesson>.<${languages.join("|")}>.md`);
      continue;
    }
    const split = splitFrontMatter(file.text);
    if (!split) {
      problems.push(`${file.path}: starts with no --- front matter ---`);
      continue;
    }
    const isCourse = base === "course";
    const result = (isCourse ? courseFrontMatter : lessonFrontMatter).safeParse(split.data);
    if (!result.success) {
      for (const issue of result.error.issues) {
        problems.push(`${file.path}: ${issue.path.join(".") || "front matter"}: ${issue.message}`);
      }
      continue;
    }
    const data = result.data;
    if (data.course !== folder) problems.push(`${file.path}: course "${data.course}" is not its folder`);
    if (!split.body) problems.push(`${file.path}: has no text`);
    const lang = language as Language;
    if ("outcomes" in data) {
      const title = dictionaries[lang].courses[courseKeys[data.course]].title;
      courses.set(`${data.course}/${lang}`, {
        slug: data.course,
        language: lang,
        title,
        summary: data.summary,
        outcomes: data.outcomes,
        ...(data.review ? { review: data.review } : {}),
        introMarkdown: split.body,
      });
    } else {
      if (data.slug !== base) problems.push(`${file.path}: slug "${data.slug}" is not its file name`);
      for (const problem of directiveProblems(split.body)) problems.push(`${file.path}: ${problem}`);
      const words = countWords(split.body);
      lessons.push({
        ...data,
        language: lang,
        words,
        readingMinutes: Math.max(1, Math.ceil(words / wordsPerMinute)),
        markdown: split.body,
      });
    }
  }

  const library = Object.fromEntries(
    languages.map((language) => [language, [] as Course[]]),
  ) as CourseLibrary;
  for (const course of courseSlugs) {
    const outlines = languages.map((language) => outline(course, language, lessons));
    const [first, ...others] = outlines;
    for (const [index, other] of others.entries()) {
      if (other !== first) {
        const language = languages[index + 1];
        problems.push(
          `${course}: the lessons differ between ${languages[0]} and ${language} (order:slug ${first} vs ${other}); every lesson needs its twin with the same slug and order`,
        );
      }
    }
    for (const language of languages) {
      const meta = courses.get(`${course}/${language}`);
      if (!meta) {
        problems.push(`${course}: course.${language}.md is missing`);
        continue;
      }
      const own = lessons
        .filter((lesson) => lesson.course === course && lesson.language === language)
        .sort((a, b) => a.order - b.order);
      own.forEach((lesson, index) => {
        if (lesson.order !== index + 1) {
          problems.push(
            `${course}/${lesson.slug}.${language}.md: order ${lesson.order}, expected ${index + 1}`,
          );
        }
      });
      if (own.length === 0) problems.push(`${course}: has no lessons in ${language}`);
      library[language].push({ ...meta, lessons: own });
    }
  }
  if (problems.length > 0) throw new ContentError(problems);
  return library;
}

function outline(course: CourseSlug, language: Language, lessons: Lesson[]): string {
  return lessons
    .filter((lesson) => lesson.course === course && lesson.language === language)
    .sort((a, b) => a.order - b.order)
    .map((lesson) => `${lesson.order}:${lesson.slug}`)
    .join(", ");
}
