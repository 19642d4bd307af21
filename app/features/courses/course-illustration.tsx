import type { CourseSlug } from "#shared/course-catalogue.ts";
import { courseIllustrationPath, illustrationSize } from "./course-illustrations";

/** A course's drawing (public/illustrations/): decorative, so its text alternative is empty. */
export function CourseIllustration({
  course,
  className,
  loading = "lazy",
}: {
  course: CourseSlug;
  className?: string;
  loading?: "lazy" | "eager";
}) {
  return (
    <img
      src={courseIllustrationPath(course)}
      alt=""
      width={illustrationSize.width}
      height={illustrationSize.height}
      loading={loading}
      decoding="async"
      className={className}
    />
  );
}
