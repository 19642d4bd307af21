import { useCallback, useEffect, useRef } from "react";
import type { QuizQuestion } from "../../content/course-catalogue";
import { markPassed, markRead } from "../../lib/course-progress";
import { LessonQuiz, type QuizWords } from "./lesson-quiz";

/** What follows a lesson's text: the mark that records it as read once the reader reaches the end of
 * the text (an IntersectionObserver, so a reader who only opens the page has not read it), then the
 * quiz, passed when every answer is right. Both are kept in this browser only. */
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
    <>
      <div ref={end} aria-hidden="true" className="h-px" />
      <LessonQuiz key={lesson} quiz={quiz} words={words} onPassed={passed} />
    </>
  );
}
