// @vitest-environment node
import { describe, expect, it } from "vitest";
import { enCoursePage, enMail } from "#shared/i18n/en.ts";
import { seCoursePage, seMail } from "#shared/i18n/se.ts";
import { fixtureLibrary } from "#tests/support/course-library.ts";
import { linkTokensOf, testLinkKey } from "#tests/support/link-tokens.ts";
import { relativeLinks } from "#tests/support/mail-links.ts";
import { LessonGoneError } from "./lesson-mail.ts";
import { mailColours } from "./mail-styles.ts";
import { renderMail } from "./render-mail.ts";

const origin = "https://www.skattlyktan.example";

const payload = JSON.stringify({
  unsubscribeToken: "u".repeat(43),
  stopCourseToken: "s".repeat(43),
  lesson: "l5",
});
const row = (language: "en" | "se", body = payload) => ({
  id: "73fc0c7b-b157-41d1-92d9-6fa4fa3fab1b",
  recipient: "a@example.com",
  kind: "lesson" as const,
  language,
  payload: body,
  message_id: "<1@x>",
  course: "alpha",
});

describe("lesson mail", () => {
  it.each([
    ["en", enMail],
    ["se", seMail],
  ] as const)(
    "renders the lesson in %s with its page link, its illustration, stop and unsubscribe",
    (language, wording) => {
      const mail = renderMail(row(language), origin, testLinkKey, undefined, fixtureLibrary());
      expect(mail.subject).toBe(
        wording.courseMail.lessonSubject
          .replace("{course}", `alpha (${language})`)
          .replace("{number}", "5")
          .replace("{total}", "5")
          .replace("{title}", `Lesson l5 (${language})`),
      );
      expect(mail.html).toContain(`<p>Body of l5 in ${language}.</p>`);
      expect(mail.html).toContain(`href="${origin}/${language}/courses/alpha/l5"`);
      // The drawing as an attached PNG shown by Content-ID, sized, with alt text (issue 39).
      expect(mail.html).toMatch(
        /<img src="cid:drawing-alpha@skattlyktan" alt="[^"]+" width="240" height="160"/,
      );
      expect(mail.attachments).toMatchObject([
        { cid: "drawing-alpha@skattlyktan", contentType: "image/png" },
      ]);
      expect(mail.links.stopCourse).toBe(`${origin}/${language}/stop-course?token=${"s".repeat(43)}`);
      // The last lesson: nothing left to stop (issue 39).
      expect(mail.text).not.toContain(wording.courseMail.stopCourse);
      expect(mail.text).toContain(wording.courseMail.lastLesson);
      // The footer every mail has: the unsubscribe link and "not professional tax advice".
      expect(mail.text).toContain(wording.footerDisclaimer);
      expect(mail.html).toContain(`${origin}/${language}/unsubscribe?token=${"u".repeat(43)}`);
      expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      expect(mail.text).toContain(
        wording.courseMail.footerReason.replace("{course}", `alpha (${language})`).split("{site}")[0],
      );
    },
  );

  it.each([
    [
      "en",
      enCoursePage,
      "Figures for income years 2025 and 2026 · Facts checked November 26, 2026 by Skattlyktan’s editorial team",
    ],
    [
      "se",
      seCoursePage,
      "Belopp för inkomståren 2025 och 2026 · Fakta kontrollerade 26 november 2026 av Skattlyktans redaktion",
    ],
  ] as const)(
    "shows in %s, under the title, the income years and when the facts were checked",
    (language, words, stamp) => {
      expect(stamp).toContain(words.stampYearsMany.replace("{years}", ""));
      const mail = renderMail(row(language), origin, testLinkKey, undefined, fixtureLibrary());
      expect(mail.html).toContain(`>${stamp}</p>`);
      expect(mail.text).toContain(stamp);
      expect(mail.html.indexOf(stamp)).toBeGreaterThan(mail.html.indexOf("</h1>"));
    },
  );

  it.each([
    ["en", enMail],
    ["se", seMail],
  ] as const)(
    "links in %s to the lesson's quiz on the site, where it has one (issue 48)",
    (language, wording) => {
      const courses = fixtureLibrary();
      const quizzed = courses[language][0]?.lessons[4];
      if (quizzed) quizzed.hasQuiz = true;
      const mail = renderMail(row(language), origin, testLinkKey, undefined, courses);
      expect(mail.html).toContain(
        `<a href="${origin}/${language}/courses/alpha/l5#quiz" style="color:${mailColours.link};text-decoration:underline">${wording.courseMail.testYourself}</a>`,
      );
      expect(mail.text).toContain(
        `${wording.courseMail.testYourself} <${origin}/${language}/courses/alpha/l5#quiz>`,
      );
      const plain = renderMail(row(language), origin, testLinkKey, undefined, fixtureLibrary());
      expect(plain.text).not.toContain(wording.courseMail.testYourself);
    },
  );

  it("makes the lesson's own links absolute against the site's origin, in both parts", () => {
    const courses = fixtureLibrary();
    const lesson = courses.en[0]?.lessons[4];
    if (lesson) {
      lesson.html =
        '<p>See <a href="/en/calculator#travel-deduction">the calculator</a>, the <a href="/en/glossary">glossary</a>, <a href="/en/courses/alpha/l1">lesson 1</a> and <a href="https://www.skatteverket.se">Skatteverket</a>.</p>';
    }
    const mail = renderMail(row("en"), origin, testLinkKey, undefined, courses);
    expect(mail.html).toContain(`href="${origin}/en/calculator#travel-deduction"`);
    expect(mail.html).toContain(`href="${origin}/en/glossary"`);
    expect(mail.html).toContain(`href="${origin}/en/courses/alpha/l1"`);
    expect(mail.html).toContain('href="https://www.skatteverket.se"');
    expect(mail.text).toContain(`the calculator <${origin}/en/calculator#travel-deduction>`);
    expect(relativeLinks(mail)).toEqual([]);
  });

  // Rendering a lesson once per send, whatever the readers: render-once.test.ts.
  it("gives every reader of a lesson their own stop and unsubscribe links, no token mark left", () => {
    const courses = fixtureLibrary();
    const tokens = (letter: string) =>
      JSON.stringify({
        unsubscribeToken: letter.repeat(43),
        stopCourseToken: letter.toUpperCase().repeat(43),
        lesson: "l2",
      });
    const [first, second] = ["a", "b"].map((letter) =>
      renderMail(row("en", tokens(letter)), origin, testLinkKey, undefined, courses),
    );
    expect(first?.html).toContain(`unsubscribe?token=${"a".repeat(43)}`);
    expect(first?.text).toContain(`stop-course?token=${"A".repeat(43)}`);
    expect(second?.html).toContain(`stop-course?token=${"B".repeat(43)}`);
    expect(second?.text).toContain(`unsubscribe?token=${"b".repeat(43)}`);
    for (const mail of [first, second]) expect(`${mail?.html}${mail?.text}`).not.toMatch(/TokenMark/);
    expect(second?.html).not.toContain("a".repeat(43));
  });

  it("derives its stop and unsubscribe links from the mail's id and the key: no token in the payload", () => {
    const keyed = JSON.stringify({ key: testLinkKey.id, lesson: "l2" });
    const mail = renderMail(row("en", keyed), origin, testLinkKey, undefined, fixtureLibrary());
    const { stopCourseToken, unsubscribeToken } = linkTokensOf(row("en"));
    expect(mail.links.stopCourse).toBe(`${origin}/en/stop-course?token=${stopCourseToken}`);
    expect(mail.links.unsubscribe).toBe(`${origin}/en/unsubscribe?token=${unsubscribeToken}`);
    expect(mail.headers["List-Unsubscribe"]).toContain(`token=${unsubscribeToken}`);
  });

  it("throws LessonGoneError for a lesson a deploy removed", () => {
    const gone = JSON.stringify({
      unsubscribeToken: "u".repeat(43),
      stopCourseToken: "s".repeat(43),
      lesson: "l9",
    });
    expect(() => renderMail(row("en", gone), origin, testLinkKey, undefined, fixtureLibrary())).toThrow(
      LessonGoneError,
    );
  });

  it("lists in the confirmation mail what the link confirms", () => {
    const confirm = {
      ...row("se"),
      kind: "confirm" as const,
      payload: JSON.stringify({
        confirmToken: "c".repeat(43),
        unsubscribeToken: "u".repeat(43),
        choices: { newsletter: true, courses: ["beta"] },
      }),
    };
    const mail = renderMail(confirm, origin, testLinkKey, undefined, fixtureLibrary());
    expect(mail.text).toContain(seMail.courseMail.newsletterChoice);
    expect(mail.text).toContain(seMail.courseMail.courseChoice.replace("{course}", "beta (se)"));
    expect(mail.html).toContain(seMail.courseMail.confirmAction);
  });
});
