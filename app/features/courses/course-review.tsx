import type { QuizQuestion } from "#shared/course-catalogue.ts";
import type { CoursePageDictionary } from "#shared/i18n/translate.ts";
import { LessonQuiz, type QuizWords } from "./lesson-quiz";

/** After a course's lesson list: a short review mixing its lessons (issue 48), the lesson quiz with its
 * own heading, pre-rendered like it (every question and, behind a disclosure, its answer without
 * JavaScript). Nothing is kept: the lessons' own quizzes record the reader's progress. */
export function CourseReview({
  review,
  words,
}: {
  review: QuizQuestion[];
  words: QuizWords & Pick<CoursePageDictionary, "reviewTitle" | "reviewIntro">;
}) {
  return (
    <LessonQuiz id="review" quiz={review} words={words} title={words.reviewTitle} intro={words.reviewIntro} />
  );
}
