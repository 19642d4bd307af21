import { describe, expect, it } from "vitest";
import { courseSlugs } from "#shared/course-catalogue.ts";
import { ContentError, type ContentFile, parseCourses } from "./parse-courses";

const words = (count: number) => Array.from({ length: count }, () => "word").join(" ");

function courseFile(course: string, language: string): ContentFile {
  return {
    path: `${course}/course.${language}.md`,
    text: `---\ncourse: ${course}\nsummary: "About ${course}."\noutcomes:\n  - "One"\n  - "Two"\n  - "Three"\n---\nIntro.\n`,
  };
}

function lessonFile(
  course: string,
  slug: string,
  language: string,
  order: number,
  body = words(450),
): ContentFile {
  return {
    path: `${course}/${slug}.${language}.md`,
    text: `---\ncourse: ${course}\norder: ${order}\nslug: ${slug}\ntitle: "${slug} in ${language}"\nsummary: "What ${slug} is."\nincomeYears: [2025, 2026]\nfactsChecked: "2026-11-26"\n---\n${body}\n`,
  };
}

/** A complete library: every course with two lessons in both languages. */
function library(): ContentFile[] {
  return courseSlugs.flatMap((course) =>
    ["en", "se"].flatMap((language) => [
      courseFile(course, language),
      lessonFile(course, "first", language, 1),
      lessonFile(course, "second", language, 2),
    ]),
  );
}

function problemsOf(files: ContentFile[]): string[] {
  try {
    parseCourses(files);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

describe("parseCourses", () => {
  it("reads a complete library, in order, with the reading time counted from the words", () => {
    const parsed = parseCourses(library().reverse());
    const course = parsed.se[0];
    expect(course?.slug).toBe("avoiding-declaration-errors");
    expect(course?.title).toBe("Undvik fel i deklarationen"); // the card's title, from the dictionary
    expect(course?.lessons.map((lesson) => lesson.slug)).toEqual(["first", "second"]);
    expect(course?.lessons[0]?.readingMinutes).toBe(3); // 450 words at 200 a minute
    expect(course?.lessons[0]?.incomeYears).toEqual([2025, 2026]);
    expect(course?.lessons[0]?.factsChecked).toBe("2026-11-26");
  });

  it("fails when a lesson lacks its income years or the date its facts were checked (issue 36)", () => {
    const unstamped = library().map((file) =>
      file.path === "avoiding-declaration-errors/first.en.md"
        ? { ...file, text: file.text.replace(/incomeYears: .*\n/, "").replace(/factsChecked: .*\n/, "") }
        : file.path === "general-tax-planning/first.se.md"
          ? {
              ...file,
              text: file.text.replace('"2026-11-26"', '"26 november 2026"').replace("[2025, 2026]", "[]"),
            }
          : file,
    );
    const problems = problemsOf(unstamped);
    expect(problems).toContainEqual(
      expect.stringMatching(/avoiding-declaration-errors\/first\.en\.md: incomeYears/),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/avoiding-declaration-errors\/first\.en\.md: factsChecked/),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/general-tax-planning\/first\.se\.md: incomeYears/),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/general-tax-planning\/first\.se\.md: factsChecked/),
    );
  });

  it("fails when a lesson lacks its twin in the other language", () => {
    const files = library().filter((file) => file.path !== "legal-tax-optimisation/second.se.md");
    expect(problemsOf(files).join("\n")).toMatch(
      /legal-tax-optimisation: the lessons differ between en and se/,
    );
  });

  it("fails when the slugs or the order differ between the languages", () => {
    const renamed = library().map((file) =>
      file.path === "general-tax-planning/second.se.md"
        ? lessonFile("general-tax-planning", "andra", "se", 2)
        : file,
    );
    expect(problemsOf(renamed).join("\n")).toMatch(/general-tax-planning: the lessons differ/);
    const reordered = library().map((file) => {
      if (file.path === "general-tax-planning/first.se.md")
        return lessonFile("general-tax-planning", "first", "se", 2);
      if (file.path === "general-tax-planning/second.se.md")
        return lessonFile("general-tax-planning", "second", "se", 1);
      return file;
    });
    expect(problemsOf(reordered).join("\n")).toMatch(/general-tax-planning: the lessons differ/);
  });

  it("fails on malformed front matter, naming the file and the field", () => {
    const broken = library().map((file) =>
      file.path === "avoiding-declaration-errors/first.en.md"
        ? { ...file, text: file.text.replace("order: 1", "order: first").replace(/title: .*\n/, "") }
        : file,
    );
    const problems = problemsOf(broken);
    expect(problems).toContainEqual(expect.stringMatching(/first\.en\.md: order/));
    expect(problems).toContainEqual(expect.stringMatching(/first\.en\.md: title/));
  });

  it("fails on an unknown field, a slug that is not the file name, a gap in the order, a missing course file", () => {
    const files = library()
      .filter((file) => file.path !== "general-tax-planning/course.se.md")
      .map((file) => {
        if (file.path === "avoiding-declaration-errors/second.en.md") {
          return { ...file, text: file.text.replace("slug: second", "slug: other\nauthor: me") };
        }
        if (file.path.startsWith("legal-tax-optimisation/second.")) {
          return lessonFile(
            "legal-tax-optimisation",
            "second",
            file.path.endsWith(".en.md") ? "en" : "se",
            3,
          );
        }
        return file;
      });
    const problems = problemsOf(files).join("\n");
    expect(problems).toMatch(/second\.en\.md: front matter: Unrecognized key/);
    expect(problems).toMatch(/legal-tax-optimisation\/second\.en\.md: order 3, expected 2/);
    expect(problems).toMatch(/general-tax-planning: course\.se\.md is missing/);
  });

  it("reads a course's review quiz, and refuses one with too few questions or no right answer (issue 48)", () => {
    const question = (right: boolean) =>
      `  - question: "Which?"\n    answers:\n      - text: "A"\n        why: "Because."\n      - text: "B"\n${right ? "        correct: true\n" : ""}        why: "Because."\n`;
    const withReview = (count: number, right = true) =>
      library().map((file) =>
        file.path === "general-tax-planning/course.en.md"
          ? {
              ...file,
              text: file.text.replace("---\nIntro.", `review:\n${question(right).repeat(count)}---\nIntro.`),
            }
          : file,
      );
    const course = parseCourses(withReview(4)).en.find((each) => each.slug === "general-tax-planning");
    expect(course?.review).toHaveLength(4);
    expect(course?.review?.[0]?.answers[1]?.correct).toBe(true);
    expect(parseCourses(library()).en[0]?.review).toBeUndefined();
    expect(problemsOf(withReview(3)).join("\n")).toMatch(/general-tax-planning\/course\.en\.md: review/);
    expect(problemsOf(withReview(4, false)).join("\n")).toMatch(/review\.0: exactly one answer/);
  });

  it("fails on a file without front matter or named for no language", () => {
    const problems = problemsOf([
      ...library(),
      { path: "general-tax-planning/extra.de.md", text: "---\n---\n" },
      { path: "general-tax-planning/loose.en.md", text: "# No front matter" },
    ]).join("\n");
    expect(problems).toMatch(/extra\.de\.md: name it/);
    expect(problems).toMatch(/loose\.en\.md: starts with no --- front matter ---/);
  });
});

describe("the ::calculator directive", () => {
  const withBody = (body: string) =>
    library().map((file) =>
      file.path === "avoiding-declaration-errors/first.en.md"
        ? lessonFile("avoiding-declaration-errors", "first", "en", 1, body)
        : file,
    );

  it("accepts the known kinds and leaves them out of the word count", () => {
    const parsed = parseCourses(withBody(`${words(10)}\n\n::calculator[travel-deduction]\n\n${words(10)}`));
    expect(parsed.en[0]?.lessons[0]?.words).toBe(20);
  });

  it("refuses an unknown kind, or a kind placed twice, naming the file", () => {
    const problems = problemsOf(
      withBody(`${words(10)}\n\n::calculator[pension]\n\n::calculator[isk-tax]\n\n::calculator[isk-tax]\n`),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^avoiding-declaration-errors\/first\.en\.md: ::calculator\[pension\]: unknown kind; use one of travel-deduction, isk-tax/,
      ),
      "avoiding-declaration-errors/first.en.md: ::calculator[isk-tax]: placed twice",
    ]);
  });
});
