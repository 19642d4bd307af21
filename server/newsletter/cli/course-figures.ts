/** `npm run newsletter -- courses`: the Courses screen's figures as plain text, one block per course
 * and language, a line per lesson. */
import type { CoursesOverview } from "#shared/console-api.ts";

const columns = ["sent", "bounced", "complained", "stoppedAfter", "unsubscribedAfter"] as const;
const headings = ["sent", "bounced", "complaints", "stopped after", "unsubscribed after"];

export function formatCourses(overview: CoursesOverview): string {
  if (overview.courses.length === 0) return "No courses in this build (build-live writes them).";
  const lines: string[] = [];
  for (const course of overview.courses) {
    lines.push(`${course.title} (${course.course})${course.paused ? " — paused" : ""}`);
    for (const figures of course.languages) {
      lines.push(
        `  ${figures.language}: enrolled ${figures.enrolled}, active ${figures.active}, finished ${figures.finished}, stopped ${figures.stopped}`,
      );
      const width = Math.max(6, ...figures.lessons.map((lesson) => lesson.lesson.length + 4));
      lines.push(`    ${"lesson".padEnd(width)}${headings.map((heading) => heading.padStart(20)).join("")}`);
      for (const lesson of figures.lessons) {
        const name = `${lesson.position}. ${lesson.lesson}`.padEnd(width);
        lines.push(`    ${name}${columns.map((column) => String(lesson[column]).padStart(20)).join("")}`);
      }
    }
  }
  return lines.join("\n");
}
