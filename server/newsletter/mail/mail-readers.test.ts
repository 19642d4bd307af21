// @vitest-environment node
/** Mail as readers see it (issue 39): a layout Outlook keeps, styles that travel, tables that read in
 * plain text, subjects and footers that name what the reader asked for, and the headers of list mail. */
import { describe, expect, it } from "vitest";
import { enMail } from "#shared/i18n/en.ts";
import { seMail } from "#shared/i18n/se.ts";
import { fixtureCourse, fixtureLibrary } from "#tests/support/course-library.ts";
import { testLinkKey } from "#tests/support/link-tokens.ts";
import { renderMarkdown } from "../../../app/content/render-markdown.ts";
import type { MailLibrary } from "../domain/courses.ts";
import { renderIssue } from "./markdown.ts";
import { renderMail } from "./render-mail.ts";

const origin = "https://www.skattlyktan.example";
const tokens = { unsubscribeToken: "u".repeat(43), stopCourseToken: "s".repeat(43) };
const base = { id: "73fc0c7b-b157-41d1-92d9-6fa4fa3fab1b", recipient: "a@example.com", message_id: "<1@x>" };
const lessonRow = (lesson: string, language: "en" | "se" = "en") => ({
  ...base,
  kind: "lesson" as const,
  language,
  course: "alpha",
  payload: JSON.stringify({ ...tokens, lesson }),
});

const lessonMarkdown = `Some text.

| Income | Tax |
| --- | ---: |
| Salary | 625 800 kr |
| Pension | 12 000 kr |

| Line | 2025 | 2026 |
| --- | ---: | ---: |
| State tax threshold | 625 800 kr | 643 000 kr |
| 500 000 kr | 1 kr | 2 kr |

> [!CHECK]
> Look at your tax account.
`;

function libraryWithTable(): MailLibrary {
  const library = fixtureLibrary();
  const course = fixtureCourse("alpha", ["l1", "l2"], "en");
  const [first] = course.lessons;
  if (first) first.html = renderMarkdown(lessonMarkdown, "en");
  return { ...library, en: [course, ...library.en.slice(1)] };
}

describe("mail as readers see it", () => {
  it("lays a mail out in a 600 px table in the site's colours, light and dark, with a preheader", () => {
    const mail = renderMail(lessonRow("l2"), origin, testLinkKey, undefined, fixtureLibrary());
    expect(mail.html).not.toMatch(/<div style="max-width/);
    expect(mail.html).toMatch(/<table role="presentation"[^>]*width="600"/);
    expect(mail.html).toContain('<meta name="color-scheme" content="light dark"/>');
    // The header band in the site's blue over its lantern yellow, and dark colours for clients that ask.
    expect(mail.html).toMatch(
      /<td class="mail-band" style="[^"]*background:#0b5873;border-bottom:4px solid #f7c04a/,
    );
    expect(mail.html).toContain("@media (prefers-color-scheme: dark)");
    expect(mail.text).not.toContain("prefers-color-scheme");
    expect(mail.html).toMatch(/<div class="preheader"[^>]*>alpha \(en\), lesson 2 of 5<\/div>/);
    // The preheader is for the inbox's list, not the text part.
    expect(mail.text.startsWith("Skattlyktan")).toBe(true);
  });

  it("styles callouts and tables inline, and writes a table's rows as readable lines in the text part", () => {
    const mail = renderMail(lessonRow("l1"), origin, testLinkKey, undefined, libraryWithTable());
    expect(mail.html).toMatch(/<div class="callout" style="[^"]*border-left/);
    expect(mail.html).toMatch(/<table style="border-collapse:collapse/);
    expect(mail.html).toMatch(/<td class="num" data-label="Tax" style="[^"]*text-align:right/);
    expect(mail.text).toContain("- Income: Salary; Tax: 625 800 kr");
    expect(mail.text).toContain("- Income: Pension; Tax: 12 000 kr");
  });

  it("lays a table of several columns out as rows, so a phone shows every column (issue 51)", () => {
    const mail = renderMail(lessonRow("l1"), origin, testLinkKey, undefined, libraryWithTable());
    expect(mail.html).toContain('<table class="mail-rows" style="border-collapse:collapse');
    expect(mail.html).toMatch(
      /<th colspan="2" scope="colgroup" data-label="Line" style="[^"]*">State tax threshold<\/th>/,
    );
    expect(mail.html).toMatch(
      /<th scope="row" style="[^"]*">2026<\/th><td class="num" data-label="2026" style="[^"]*">643 000 kr<\/td>/,
    );
    expect(mail.text).toContain("- Line: State tax threshold; 2025: 625 800 kr; 2026: 643 000 kr");
    expect(mail.text).toContain("- Line: 500 000 kr; 2025: 1 kr; 2026: 2 kr");
  });

  it("leads a lesson's subject with its title, and offers no stop link after the last lesson", () => {
    const second = renderMail(lessonRow("l2", "se"), origin, testLinkKey, undefined, fixtureLibrary());
    expect(second.subject).toBe("Lesson l2 (se) (lektion 2 av 5)");
    expect(second.text).toContain(seMail.courseMail.stopCourse);
    const last = renderMail(lessonRow("l5", "se"), origin, testLinkKey, undefined, fixtureLibrary());
    expect(last.text).not.toContain(seMail.courseMail.stopCourse);
  });

  it("names the course in a course confirmation's subject and footer, not the newsletter", () => {
    const confirm = (choices: { newsletter: boolean; courses: string[] }) =>
      renderMail(
        {
          ...base,
          kind: "confirm",
          language: "en",
          payload: JSON.stringify({ confirmToken: "c".repeat(43), ...tokens, choices }),
        },
        origin,
        testLinkKey,
        undefined,
        fixtureLibrary(),
      );
    const courseOnly = confirm({ newsletter: false, courses: ["beta"] });
    expect(courseOnly.subject).toBe("Confirm the free course “beta (en)”");
    expect(courseOnly.text).not.toContain("signed up for Skattlyktan's newsletter");
    expect(courseOnly.text).toContain("for: the free course “beta (en)”");
    expect(confirm({ newsletter: true, courses: [] }).subject).toBe(enMail.confirmSubject);
  });

  it("makes an issue's site-relative links absolute instead of dropping them", () => {
    const issue = renderIssue(
      "# News\n\nSee [the guide](/en/guides/deductions) and [this](https://x.example/).",
    );
    const row = { ...base, kind: "issue" as const, language: "en" as const, payload: JSON.stringify(tokens) };
    const mail = renderMail(row, origin, testLinkKey, issue);
    expect(mail.html).toContain(`href="${origin}/en/guides/deductions"`);
    expect(mail.text).toContain(`the guide <${origin}/en/guides/deductions>`);
  });

  it("marks issues and lessons as bulk list mail, each list and course with its own List-Id", () => {
    const lesson = renderMail(lessonRow("l2"), origin, testLinkKey, undefined, fixtureLibrary());
    expect(lesson.headers).toMatchObject({
      "List-Id": "Skattlyktan course alpha <alpha.courses.www.skattlyktan.example>",
      Precedence: "bulk",
      "Auto-Submitted": "auto-generated",
      "Content-Language": "en",
    });
    const row = { ...base, kind: "issue" as const, language: "se" as const, payload: JSON.stringify(tokens) };
    const issue = renderMail(row, origin, testLinkKey, { subject: "Nytt", html: "<p>x</p>" });
    expect(issue.headers).toMatchObject({
      "List-Id": "Skattlyktan newsletter <newsletter.www.skattlyktan.example>",
      Precedence: "bulk",
      "Content-Language": "sv",
    });
  });
});
