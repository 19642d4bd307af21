// @vitest-environment node
import { describe, expect, it } from "vitest";
import { fixtureLibrary } from "#tests/support/course-library.ts";
import { testLinkKey } from "#tests/support/link-tokens.ts";
import { absoluteLinks } from "./absolute-links.ts";
import { renderMail } from "./render-mail.ts";

const origin = "https://www.skattlyktan.example";

describe("absoluteLinks", () => {
  it("puts the origin before the site's own paths and leaves other links alone", () => {
    expect(
      absoluteLinks(
        '<a href="/en/x#calculator-isk-tax">a</a> <a href="https://www.skatteverket.se">b</a>',
        origin,
      ),
    ).toBe(`<a href="${origin}/en/x#calculator-isk-tax">a</a> <a href="https://www.skatteverket.se">b</a>`);
    expect(absoluteLinks('<a href="//evil.example/">c</a>', origin)).toBe('<a href="//evil.example/">c</a>');
  });

  it("makes a lesson mail's link to its page's calculator absolute", () => {
    const library = fixtureLibrary();
    const lesson = library.en[0]?.lessons[4];
    if (!lesson) throw new Error("no lesson");
    lesson.html = `<p>Work it out with your own figures: <a href="${lesson.path}#calculator-rot-rut">the calculator</a></p>`;
    const payload = JSON.stringify({
      unsubscribeToken: "u".repeat(43),
      stopCourseToken: "s".repeat(43),
      lesson: "l5",
    });
    const row = {
      id: "73fc0c7b-b157-41d1-92d9-6fa4fa3fab1b",
      recipient: "a@example.com",
      kind: "lesson" as const,
    };
    const mail = renderMail(
      { ...row, language: "en", payload, message_id: "<1@x>", course: "alpha" },
      origin,
      testLinkKey,
      undefined,
      library,
    );
    expect(mail.html).toContain(`href="${origin}/en/courses/alpha/l5#calculator-rot-rut"`);
  });
});
