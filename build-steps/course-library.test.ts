// @vitest-environment node
import { describe, expect, it } from "vitest";
import { coursePath, lessonPath } from "#shared/paths.ts";
import { testLinkKey } from "#tests/support/link-tokens.ts";
import { relativeLinks } from "#tests/support/mail-links.ts";
import { readCourseIllustration, readCourses } from "../app/content/read-courses";
import { renderMarkdown } from "../app/content/render-markdown";
import { renderMail } from "../server/newsletter/mail/render-mail.ts";
import { mailDrawing, mailLibrary } from "./course-library.ts";

describe("the lesson mails' course library", () => {
  const site = readCourses();
  const library = mailLibrary({
    readCourses,
    renderMarkdown,
    coursePath,
    lessonPath,
    readCourseIllustration,
  });

  it("holds every course and lesson of both languages, rendered as their pages render them", () => {
    for (const language of ["en", "se"] as const) {
      expect(library[language].map((course) => course.slug)).toEqual(
        site[language].map((course) => course.slug),
      );
      for (const [index, course] of site[language].entries()) {
        const mailed = library[language][index];
        expect(mailed?.title).toBe(course.title);
        expect(mailed?.path).toBe(coursePath(language, course.slug));
        expect(mailed?.lessons).toEqual(
          course.lessons.map((lesson) => ({
            slug: lesson.slug,
            title: lesson.title,
            html: renderMarkdown(lesson.markdown, language, {
              lessonPath: lessonPath(language, course.slug, lesson.slug),
            }),
            path: lessonPath(language, course.slug, lesson.slug),
            incomeYears: lesson.incomeYears,
            factsChecked: lesson.factsChecked,
            hasQuiz: (lesson.quiz?.length ?? 0) > 0,
          })),
        );
      }
    }
  });

  it("carries each course's drawing file as a standalone SVG document, as a data: image needs", () => {
    for (const course of library.en) {
      expect(course.illustration).toContain(
        readCourseIllustration(course.slug as never)
          .split("\n")
          .at(-2),
      );
      expect(course.illustration).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox=/);
      expect(course.illustration.endsWith("</svg>")).toBe(true);
    }
  });

  it("carries each course's drawing as the PNG made from its current SVG, with its size (issue 39)", () => {
    for (const course of library.en) {
      expect(course.drawing).toMatchObject({ width: 240, height: 160 });
      expect(
        Buffer.from(course.drawing?.png ?? "", "base64")
          .subarray(1, 4)
          .toString(),
      ).toBe("PNG");
    }
    expect(() => mailDrawing("general-tax-planning", "<svg>changed</svg>")).toThrow(/npm run mail-drawings/);
  });
});

describe("every real lesson's mail", () => {
  it("links only absolutely, in its HTML and its text, so no link leads nowhere from a mail client", () => {
    const courses = mailLibrary({
      readCourses,
      renderMarkdown,
      coursePath,
      lessonPath,
      readCourseIllustration,
    });
    const origin = "https://www.skattlyktan.example";
    const relative = (["en", "se"] as const).flatMap((language) =>
      courses[language].flatMap((course) =>
        course.lessons.flatMap((lesson) => {
          const row = {
            id: "73fc0c7b-b157-41d1-92d9-6fa4fa3fab1b",
            recipient: "reader@example.org",
            kind: "lesson" as const,
            language,
            course: course.slug,
            payload: JSON.stringify({ key: testLinkKey.id, lesson: lesson.slug }),
            message_id: "<lesson@skattlyktan.example>",
          };
          const mail = renderMail(row, origin, testLinkKey, undefined, courses);
          return relativeLinks(mail).map((link) => `${lesson.path}: ${link}`);
        }),
      ),
    );
    expect(relative).toEqual([]);
  });
});
