import { useCallback, useEffect, useRef } from "react";
import type { QuizQuestion } from "#shared/course-catalogue.ts";
import { quizAnchor } from "#shared/paths.ts";
import { markPassed, markRead } from "./course-progress";
import { LessonQuiz, type QuizWords } from "./lesson-quiz";

/** What follows a lesson's text: the quiz, passed when every answer is right. The lesson counts as
 * read once this part (or the 1 px line before it) comes into view: the reader has reached the end of
 * the text, not just opened the page. Both are kept in this browser only. */
export function LessonEnd({
  course,
  lessonCount,
  lesson,
  quiz,
  words,
}: {
  course: string;
  lessonCount: number;
  lesson: string;
  quiz: QuizQuestion[];
  words: QuizWords;
}) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = end.current;
    if (!target || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      markRead(course, lessonCount, lesson);
      observer.disconnect();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [course, lessonCount, lesson]);
  const passed = useCallback(() => markPassed(course, lessonCount, lesson), [course, lessonCount, lesson]);
  return (
    <div ref={end} className="min-h-px">
      <LessonQuiz key={lesson} id={quizAnchor} quiz={quiz} words={words} onPassed={passed} />
    </div>
  );
}
