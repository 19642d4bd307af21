import { useState } from "react";
import type { CourseFigures } from "#shared/console-api.ts";
import { courseApi } from "#shared/console-paths.ts";
import { postTo } from "../../lib/api";
import { Button } from "../button";
import { Notice } from "../notice";
import { ActionDialog } from "../subscribers/action-dialog";

/** Pause or resume a course for every reader: apart from the preview and test (issue 53), and behind a
 * confirmation (a native <dialog>) that says what it does. */
export function CoursePause({ course, onChanged }: { course: CourseFigures; onChanged: () => void }) {
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<string>();
  const togglePause = async () => {
    await postTo(course.paused ? courseApi.resume(course.course) : courseApi.pause(course.course));
    setAsking(false);
    setDone(course.paused ? "Resumed: lessons due meanwhile go out now, one per reader." : "Paused.");
    onChanged();
  };
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-amber-700 bg-amber-50 p-4">
      <h3 className="text-lg font-semibold">
        {course.paused ? "The course is paused" : "Pause for everyone"}
      </h3>
      <p>
        {course.paused
          ? "No lesson of it leaves until you resume it."
          : "Pausing holds every lesson of this course back, in every language, for every reader, until you resume it."}
      </p>
      <Button
        variant="secondary"
        className="self-start"
        aria-haspopup="dialog"
        onClick={() => setAsking(true)}
      >
        {course.paused ? "Resume the course…" : "Pause the course…"}
      </Button>
      <Notice kind="success">{done}</Notice>
      <ActionDialog
        open={asking}
        title={course.paused ? `Resume “${course.title}”?` : `Pause “${course.title}”?`}
        confirmLabel={course.paused ? "Resume the course" : "Pause the course"}
        onClose={() => setAsking(false)}
        onConfirm={togglePause}
      >
        <p>
          {course.paused
            ? "Lessons that fell due while it was paused go out now, one per reader; then the course goes on at its usual pace."
            : "No lesson of this course leaves, in any language, for any reader, until you resume it. Lessons already queued wait. Readers stay enrolled and are not told."}
        </p>
      </ActionDialog>
    </div>
  );
}
