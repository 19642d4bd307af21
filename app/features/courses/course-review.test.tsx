import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { QuizQuestion } from "#shared/course-catalogue.ts";
import { enCoursePage } from "#shared/i18n/en.ts";
import { seCoursePage } from "#shared/i18n/se.ts";
import { CourseReview } from "./course-review";

const review: QuizQuestion[] = ["first", "second", "third", "fourth"].map((name, index) => ({
  question: `The ${name} question?`,
  answers: ["A", "B", "C"].map((text, place) => ({
    text: `${text} for ${name}`,
    ...(place === index % 3 ? { correct: true } : {}),
    why: `Why ${text}.`,
  })),
}));

afterEach(cleanup);

describe("the course review", () => {
  it("is a section of its own, at #review, with every question and its answers in the order written", () => {
    const { container } = render(<CourseReview review={review} words={enCoursePage} />);
    const section = screen.getByRole("region", { name: "Test yourself on the whole course" });
    expect(section.id).toBe("review");
    expect(within(section).getByText(/^4 questions from across the course’s lessons/)).toBeTruthy();
    const third = within(section).getByRole("group", { name: /third question/ });
    expect(
      within(third)
        .getAllByRole("radio")
        .map((radio) => radio.closest("label")?.textContent),
    ).toEqual(["A for third", "B for third", "C for third"]);
    // Without JavaScript's help: the right answer behind each disclosure.
    expect(container.querySelectorAll("details")[2]?.textContent).toContain("The right answer: C for third");
  });

  it("checks an answer and scores the review, in Swedish", async () => {
    const user = userEvent.setup();
    render(<CourseReview review={review} words={seCoursePage} />);
    expect(screen.getByRole("heading", { name: "Testa dig själv på hela kursen" })).toBeTruthy();
    const second = screen.getByRole("group", { name: /second question/ });
    await user.click(within(second).getByRole("radio", { name: "B for second" }));
    await user.click(within(second).getByRole("button", { name: "Rätta" }));
    expect(within(second).getByRole("status").textContent).toBe("Rätt. Why B.");
  });

  it("shows nothing for a course without a review", () => {
    const { container } = render(<CourseReview review={[]} words={enCoursePage} />);
    expect(container.innerHTML).toBe("");
  });
});
