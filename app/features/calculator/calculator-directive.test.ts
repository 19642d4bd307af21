import { describe, expect, it } from "vitest";
import { renderMarkdown } from "../../content/render-markdown";
import { calculatorKindsIn } from "./calculator-directive";

const lesson = "Before.\n\n::calculator[travel-deduction]\n\nAfter.";

describe("the ::calculator directive, rendered", () => {
  it("is a placeholder on the page, with a note for readers without JavaScript", () => {
    expect(renderMarkdown(lesson, "en")).toBe(
      '<p>Before.</p>\n<div class="calculator-slot" data-calculator="travel-deduction" id="calculator-travel-deduction"><p class="calculator-note">The calculator needs JavaScript; the worked example above shows the computation.</p></div>\n<p>After.</p>\n',
    );
    expect(renderMarkdown(lesson, "se")).toContain(
      '<p class="calculator-note">Räknaren behöver JavaScript; räkneexemplet ovan visar hur du räknar.</p>',
    );
  });

  it("is a link to the page's calculator in a lesson mail", () => {
    const path = "/se/courses/avoiding-declaration-errors/travel-deduction";
    expect(renderMarkdown(lesson, "se", { lessonPath: path })).toBe(
      `<p>Before.</p>\n<p>Räkna med dina egna siffror: <a href="${path}#calculator-travel-deduction">räknaren på lektionens sida</a></p>\n<p>After.</p>\n`,
    );
    expect(renderMarkdown(lesson, "en", { lessonPath: "/en/x/y" })).toContain(
      'Work it out with your own figures: <a href="/en/x/y#calculator-travel-deduction">the calculator on the lesson’s page</a>',
    );
  });

  it("stays text when the line is not a directive of its own, and lists the kinds a lesson places", () => {
    expect(renderMarkdown("See ::calculator[isk-tax] here.", "en")).toBe(
      "<p>See ::calculator[isk-tax] here.</p>\n",
    );
    expect(
      calculatorKindsIn("::calculator[isk-tax]\n\ntext\n\n::calculator[rot-rut]\n::calculator[nope]"),
    ).toEqual(["isk-tax", "rot-rut"]);
  });
});
