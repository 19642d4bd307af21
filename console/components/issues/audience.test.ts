import { expect, it } from "vitest";
import { audienceNote, everyoneLabel } from "./audience";

const gets = [
  { language: "en", newsletterOnly: 180, coursesOnly: 12, both: 40, neither: 3 },
  { language: "se", newsletterOnly: 1, coursesOnly: 1, both: 0, neither: 0 },
] as const;

it("counts the newsletter's subscribers of the language, with or without a course", () => {
  expect(everyoneLabel([...gets], "en")).toBe("Newsletter subscribers who read English: 220");
  expect(everyoneLabel([...gets], "se")).toBe("Newsletter subscribers who read Swedish: 1");
  expect(everyoneLabel(undefined, "en")).toBe("Newsletter subscribers who read English");
  expect(everyoneLabel([], "en")).toBe("Newsletter subscribers who read English: 0");
});

it("says that course-only readers are left out, and how many", () => {
  expect(audienceNote([...gets], "en")).toBe(
    "12 readers who take only a course in English are not included: they confirmed a course without the newsletter. Suppressed addresses get nothing.",
  );
  expect(audienceNote([...gets], "se")).toMatch(
    /^1 reader who takes only a course in Swedish is not included/,
  );
  expect(audienceNote(undefined, "en")).toMatch(
    /^Readers who take only a course in English are not included/,
  );
});
