import { describe, expect, it } from "vitest";
import { courseSlugs } from "#shared/course-catalogue.ts";
import { parseChosen as parse, chosenQuery as query } from "#shared/signup-chosen.ts";

const chosenQuery = (choices: { newsletter: boolean; courses: string[] }) => query(choices, courseSlugs);
const parseChosen = (search: string) => parse(search, courseSlugs);

describe("the sign-up's choice in a URL", () => {
  it("round-trips the newsletter and course slugs", () => {
    const query = chosenQuery({ newsletter: true, courses: ["general-tax-planning"] });
    expect(query).toBe("?for=newsletter,general-tax-planning");
    expect(parseChosen(query)).toEqual({ newsletter: true, courses: ["general-tax-planning"] });
  });

  it("drops what is not a course and reads nothing valid as unknown", () => {
    expect(chosenQuery({ newsletter: false, courses: ["x@example.org"] })).toBe("");
    expect(parseChosen("?for=someone%40example.org")).toBeNull();
    expect(parseChosen("?for=legal-tax-optimisation,bogus")).toEqual({
      newsletter: false,
      courses: ["legal-tax-optimisation"],
    });
    expect(parseChosen("")).toBeNull();
    // The newsletter alone keeps the plain URL and the general words.
    expect(chosenQuery({ newsletter: true, courses: [] })).toBe("");
    expect(parseChosen("?for=newsletter")).toBeNull();
  });
});
