import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { QuizQuestion } from "#shared/course-catalogue.ts";
import { enCoursePage } from "#shared/i18n/en.ts";
import { seCoursePage } from "#shared/i18n/se.ts";
import { LessonQuiz } from "./lesson-quiz";

const quiz: QuizQuestion[] = [
  {
    question: "Is the sky blue?",
    answers: [
      { text: "Yes", correct: true, why: "Light scatters." },
      { text: "No", why: "Look up." },
    ],
  },
  {
    question: "Is water dry?",
    answers: [
      { text: "Yes", why: "It is wet." },
      { text: "No", correct: true, why: "Water is wet." },
    ],
  },
];

afterEach(cleanup);

const question = (name: RegExp) => screen.getByRole("group", { name });

describe("the lesson quiz", () => {
  it("without JavaScript's help shows every question, its answers and, behind a disclosure, the right one", () => {
    const { container } = render(<LessonQuiz quiz={quiz} words={enCoursePage} />);
    expect(screen.getByRole("heading", { name: enCoursePage.quizTitle })).toBeTruthy();
    expect(within(question(/sky/)).getAllByRole("radio")).toHaveLength(2);
    const details = container.querySelectorAll("details");
    expect(details).toHaveLength(2);
    expect(details[1]?.textContent).toContain("The right answer: No");
    expect(details[1]?.textContent).toContain("Water is wet.");
  });

  it("says a wrong answer is wrong, why, and which answer is right", async () => {
    const user = userEvent.setup();
    render(<LessonQuiz quiz={quiz} words={enCoursePage} />);
    const sky = question(/sky/);
    await user.click(within(sky).getByRole("radio", { name: "No" }));
    await user.click(within(sky).getByRole("button", { name: "Check" }));
    const feedback = within(sky).getByRole("status");
    expect(feedback.textContent).toContain("Not quite. Look up.");
    expect(feedback.textContent).toContain("The right answer: Yes Light scatters.");
  });

  it("asks for an answer before checking", async () => {
    const user = userEvent.setup();
    render(<LessonQuiz quiz={quiz} words={seCoursePage} />);
    const sky = screen.getByRole("group", { name: /sky/ });
    await user.click(within(sky).getByRole("button", { name: "Rätta" }));
    expect(within(sky).getByRole("status").textContent).toBe("Välj ett svar först.");
  });

  it("says a right answer is right, gives the score, and is passed with every answer right", async () => {
    const user = userEvent.setup();
    const onPassed = vi.fn();
    render(<LessonQuiz quiz={quiz} words={enCoursePage} onPassed={onPassed} />);
    await user.click(within(question(/sky/)).getByRole("radio", { name: "Yes" }));
    await user.click(within(question(/sky/)).getByRole("button", { name: "Check" }));
    expect(within(question(/sky/)).getByRole("status").textContent).toBe("Right. Light scatters.");
    await user.click(within(question(/water/)).getByRole("radio", { name: "No" }));
    await user.click(within(question(/water/)).getByRole("button", { name: "Check" }));
    expect(screen.getByText(/^2 of 2 right\./).textContent).toContain(enCoursePage.quizPassed);
    expect(onPassed).toHaveBeenCalledTimes(1);
  });

  it("scores a wrong answer, is not passed, and starts afresh on Try again", async () => {
    const user = userEvent.setup();
    const onPassed = vi.fn();
    render(<LessonQuiz quiz={quiz} words={enCoursePage} onPassed={onPassed} />);
    await user.click(within(question(/sky/)).getByRole("radio", { name: "No" }));
    await user.click(within(question(/sky/)).getByRole("button", { name: "Check" }));
    await user.click(within(question(/water/)).getByRole("radio", { name: "No" }));
    await user.click(within(question(/water/)).getByRole("button", { name: "Check" }));
    expect(screen.getByText("1 of 2 right.")).toBeTruthy();
    expect(onPassed).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.queryByText(/of 2 right/)).toBeNull();
    expect(within(question(/sky/)).getByRole("radio", { name: "Yes" })).toHaveProperty("checked", false);
    expect(document.activeElement).toBe(within(question(/sky/)).getAllByRole("radio")[0]);
  });
});
