/**
 * The lessons state no figure, date or rule that the project's facts (app/content/facts, transcribed
 * from course-facts.md, content-brief.md and tax-formulas.md) do not give (issues 30 and 36), repeat none of the myths course-facts.md lists, and keep the shape and house style
 * of docs/writing-lessons.md, in both languages.
 */
import { describe, expect, it } from "vitest";
import type { Lesson } from "#shared/course-catalogue.ts";
import { typographyErrors } from "../i18n/swedish-typography";
import { stateableDates as dates, stateableFigures as numbers } from "./facts/fact-library";
import { mythDetectors, mythSentences } from "./facts/myth-detectors";
import { amountsIn, boxesIn, datesIn, percentagesIn, splitWorkedExample, yearsIn } from "./lesson-facts";
import { readCourses } from "./read-courses";
import { renderMarkdown } from "./render-markdown";

const library = readCourses();
const lessons: Lesson[] = Object.values(library).flatMap((courses) =>
  courses.flatMap((course) => course.lessons),
);
/** The items of each bulleted list that a line about an early withdrawal (ending in ":") introduces. */
function earlyWithdrawalLists(markdown: string): number[] {
  const lines = markdown.split("\n");
  return lines.flatMap((line, index) => {
    const introduces =
      /:\s*$/.test(line) &&
      /(early|förtid|tidigare)/i.test(line) &&
      /(withdraw|payout|uttag|ta ut|betala ut)/i.test(line);
    if (!introduces) return [];
    const rest = lines.slice(index + 1);
    const start = rest.findIndex((next) => next.trim() !== "");
    const items = rest.slice(start).findIndex((next) => !/^\s*[-*] /.test(next));
    return [items < 0 ? rest.length - start : items];
  });
}

/** docs/writing-lessons.md, The way-out block: the same block, in each language's words, in every lesson. */
const wayOut = {
  en: {
    heading: "If something is wrong",
    labels: ["Before the final tax decision:", "After it: ask for omprövning.", "What waiting costs:"],
    deadline: /\b(?:31 December|December 31,) 203[12]\b/,
    next: /^## Checklist\s*$/m,
  },
  se: {
    heading: "Om något blir fel",
    labels: [
      "Före beslutet om slutlig skatt:",
      "Efter beslutet: begär omprövning.",
      "Vad det kostar att vänta:",
    ],
    deadline: /\b31 december 203[12]\b/,
    next: /^## Checklista\s*$/m,
  },
} as const;

const name = (lesson: Lesson) => `${lesson.course}/${lesson.slug}.${lesson.language}`;
/** A lesson's prose, with link addresses left out: a URL's digits are not figures. */
const prose = (markdown: string) => markdown.replace(/\]\([^)]*\)/g, "]");

describe.each(lessons.map((lesson) => [name(lesson), lesson] as const))("%s", (_, lesson) => {
  const text = prose(lesson.markdown);
  const { rest } = splitWorkedExample(text);
  // The way-out block computes the surcharge on the lesson's own example; its amounts are checked there.
  const wayOutSection = new RegExp(
    `^## ${wayOut[lesson.language].heading}\\n[\\s\\S]*?(?=^## |(?![\\s\\S]))`,
    "m",
  );
  const all = `${lesson.title}\n${lesson.summary}\n${text}`;

  it("states only percentages, years and dates that the facts files give", () => {
    expect(percentagesIn(all, lesson.language).filter((value) => !numbers.has(value))).toEqual([]);
    expect(yearsIn(all).filter((year) => !numbers.has(year))).toEqual([]);
    expect(datesIn(all).filter((date) => !dates.has(date))).toEqual([]);
  });

  it("names only boxes of the return that the facts files give", () => {
    expect(boxesIn(all).filter((box) => !numbers.has(box))).toEqual([]);
  });

  it("outside its worked example, states only amounts that the facts files give", () => {
    const outside = `${lesson.title}\n${lesson.summary}\n${rest.replace(wayOutSection, "")}`;
    expect(amountsIn(outside, lesson.language).filter((value) => !numbers.has(value))).toEqual([]);
  });

  it("has the shape of a lesson: 400–900 words, a worked example, a checklist, a callout, no h1", () => {
    expect(lesson.words).toBeGreaterThanOrEqual(400);
    expect(lesson.words).toBeLessThanOrEqual(900);
    expect(text).toMatch(lesson.language === "en" ? /^## Worked example/m : /^## Räkneexempel/m);
    expect(text).toMatch(lesson.language === "en" ? /^## Checklist\s*$/m : /^## Checklista\s*$/m);
    expect(text).toMatch(/^> \[!CHECK\]/m);
    expect(text).not.toMatch(/^# /m);
    expect(text, "every table column has a header").not.toMatch(/^\|\s*\|/m);
  });

  it("has the way-out block of docs/writing-lessons.md, The way-out block right before the checklist (issue 48)", () => {
    const words = wayOut[lesson.language];
    const sections = text.split(/^(?=## )/m);
    const index = sections.findIndex((section) => section.startsWith(`## ${words.heading}\n`));
    expect(index, `a "## ${words.heading}" section`).toBeGreaterThanOrEqual(0);
    const block = sections[index] ?? "";
    expect(sections[index + 1] ?? "", "the checklist follows it").toMatch(words.next);
    const places = words.labels.map((label) => block.indexOf(`- **${label}**`));
    expect(
      places.every((place) => place > 0) && places.join() === [...places].sort((a, b) => a - b).join(),
      `the labels ${words.labels.join(" / ")}, in order`,
    ).toBe(true);
    for (const word of ["omprövning", "skattetillägg", "självrättelse"]) expect(block).toContain(word);
    expect(block, "the omprövning deadline as a date").toMatch(words.deadline);
    expect(block, "the surcharge's rate").toMatch(/\b(?:40|10)(?:\u00a0| )?%/);
    // "40 % of 2 400 kr, 960 kr": the surcharge worked out on the lesson's example, to the krona.
    const amounts = amountsIn(block, lesson.language);
    const surcharge = amounts.some((base) =>
      amounts.some((fee) => fee === Math.round(base * 0.4) || fee === Math.round(base * 0.1)),
    );
    expect(surcharge, `a surcharge of 40 % (or 10 %) of an amount, among ${amounts.join(", ")}`).toBe(true);
    expect(block, "no deadline as a rule to count").not.toMatch(/sixth year|sjätte året/i);
  });

  it("links only to Skatteverket, the Riksdag, the Swiss social insurance office, or the site itself", () => {
    const targets = [...lesson.markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? "");
    expect(targets.length).toBeGreaterThan(0);
    for (const target of targets) {
      expect(target).toMatch(
        /^(?:https:\/\/www\.(?:skatteverket\.se|riksdagen\.se|bsv\.admin\.ch)(?:\/\S*)?|\/(?:en|se)\/courses\/[a-z0-9/-]+|\/(?:en|se)\/(?:calculator|glossary)(?:#[a-z0-9-]+)?)$/,
      );
    }
  });
});

describe.each(
  [...library.en, ...library.se].map(
    (course) => [`${course.slug}/course.${course.language}`, course] as const,
  ),
)("the introduction %s", (_, course) => {
  it("states only figures, boxes and dates that the facts files give", () => {
    const text = prose(course.introMarkdown);
    const unknown = (values: number[]) => values.filter((value) => !numbers.has(value));
    expect(unknown(percentagesIn(text, course.language))).toEqual([]);
    expect(unknown(amountsIn(text, course.language))).toEqual([]);
    expect(unknown(yearsIn(text))).toEqual([]);
    expect(unknown(boxesIn(text))).toEqual([]);
    expect(datesIn(text).filter((date) => !dates.has(date))).toEqual([]);
  });
});

describe.each(
  [...library.en, ...library.se].flatMap((course) => [
    ...course.lessons.map((lesson) => [name(lesson), lesson.language, lesson.quiz ?? []] as const),
    [`${course.slug}/course.${course.language} (review)`, course.language, course.review ?? []] as const,
  ]),
)("the quiz of %s", (_, language, quiz) => {
  // A wrong answer may state a wrong figure on purpose, and a question's amounts and years are its
  // example's (born 1960): the right answers and every explanation state only the facts' figures.
  it("states only percentages, years, boxes and dates that the facts files give", () => {
    const questions = quiz.map((question) => question.question).join("\n");
    const answers = quiz
      .flatMap((question) =>
        question.answers.flatMap((answer) => (answer.correct ? [answer.text, answer.why] : [answer.why])),
      )
      .join("\n");
    const text = `${questions}\n${answers}`;
    const unknown = (values: number[]) => values.filter((value) => !numbers.has(value));
    expect(unknown(percentagesIn(text, language))).toEqual([]);
    expect(unknown(yearsIn(answers))).toEqual([]);
    expect(unknown(boxesIn(text))).toEqual([]);
    expect(datesIn(text).filter((date) => !dates.has(date))).toEqual([]);
  });
});

describe("myths", () => {
  it.each(mythDetectors)("no lesson states $myth", (detector) => {
    const stated = lessons.flatMap((lesson) =>
      mythSentences(detector, `${lesson.title}. ${lesson.summary}. ${prose(lesson.markdown)}`).map(
        (sentence) => `${name(lesson)}: ${sentence}`,
      ),
    );
    expect(stated).toEqual([]);
  });

  it("a list of the cases that allow an early Pillar 3a withdrawal names all five", () => {
    const lists = lessons.flatMap((lesson) =>
      earlyWithdrawalLists(lesson.markdown).map((items) => [name(lesson), items] as const),
    );
    for (const [lesson, items] of lists) expect(items, lesson).toBe(5);
  });

  it("the lesson on Pillar 3a in Sweden states no Swedish rule and tells the reader to ask Skatteverket", () => {
    for (const lesson of lessons.filter(
      (candidate) => candidate.slug === "pillar-3a-if-you-live-in-sweden",
    )) {
      expect(lesson.markdown).toMatch(lesson.language === "en" ? /ask Skatteverket/i : /fråga Skatteverket/i);
    }
  });
});

describe("the courses", () => {
  it("have 4–6 lessons each, the same in both languages", () => {
    for (const course of [...library.en, ...library.se]) {
      expect(course.lessons.length).toBeGreaterThanOrEqual(4);
      expect(course.lessons.length).toBeLessThanOrEqual(6);
    }
  });

  it("read in Swedish with Swedish typography and without the word Sweden", () => {
    for (const course of library.se) {
      for (const markdown of [course.introMarkdown, ...course.lessons.map((lesson) => lesson.markdown)]) {
        // Table cells stay apart: a "1" in one cell and "400 000 kr" in the next are not one number.
        const html = renderMarkdown(markdown, "se")
          .replace(/<[^>]+>/g, "|")
          .replace(/&#39;/g, "'");
        expect(typographyErrors(html)).toEqual([]);
        expect(html).not.toMatch(/\bSweden\b/);
      }
    }
  });

  it("give each worked example its own person, the same in both languages (issue 36)", () => {
    // The person is the first word after the heading's colon: "Worked example: Ali’s drive to work".
    const person = (lesson: Lesson) =>
      /^## (?:Worked example|Räkneexempel): (\p{Lu}\p{Ll}+)/mu.exec(lesson.markdown)?.[1];
    for (const language of ["en", "se"] as const) {
      const people = lessons.filter((lesson) => lesson.language === language).map(person);
      expect(people.every(Boolean), `${language}: every worked example names its person`).toBe(true);
      expect(new Set(people).size, `${language}: no person in two lessons`).toBe(people.length);
    }
    const en = lessons.filter((lesson) => lesson.language === "en");
    for (const lesson of en) {
      const twin = lessons.find((other) => other.language === "se" && other.slug === lesson.slug);
      const name = person(lesson) ?? "";
      // Swedish writes the genitive without an apostrophe: "Alis resor", but "Nils väljer".
      expect([name, `${name}s`], `${lesson.slug}: the same person in Swedish`).toContain(
        twin && person(twin),
      );
    }
  });
});
