import { CircleStop } from "lucide-react";
import { useState } from "react";
import type { SubscriberCourse, SubscriberRecord } from "#shared/console-api.ts";
import { consoleApi } from "#shared/console-paths.ts";
import { postJson } from "../../lib/api";
import { formatTime, languageNames } from "../../lib/format";
import { Button } from "../button";
import { ActionDialog } from "./action-dialog";

const stopReasons: Record<string, string> = {
  reader: "the reader stopped it",
  operator: "an operator stopped it",
  unsubscribed: "the reader unsubscribed",
  suppressed: "the address is suppressed",
  undeliverable: "its lessons could not be delivered",
};

/** Where one course stands for this reader, in a sentence. */
function courseState(course: SubscriberCourse): string {
  const at = `lesson ${course.lessonsSent} of ${course.lessons}`;
  if (course.status === "finished") return `Finished: all ${course.lessons} lessons sent.`;
  if (course.status === "stopped") {
    const when = course.stoppedAt ? ` on ${formatTime(course.stoppedAt)}` : "";
    return `Stopped at ${at}${when}: ${stopReasons[course.stopReason ?? ""] ?? "stopped"}.`;
  }
  const next = course.nextLessonAt ? `next lesson ${formatTime(course.nextLessonAt)}` : "no lesson due yet";
  const paused = course.coursePaused
    ? " The course is paused for everyone: nothing leaves until it resumes."
    : "";
  return `At ${at}; ${next}.${paused}`;
}

/** The record's first answer: does this reader get the newsletter, and where is each course? */
export function ReaderGets({
  record,
  onChanged,
}: {
  record: SubscriberRecord;
  onChanged: (record: SubscriberRecord, message: string) => void;
}) {
  const [stopping, setStopping] = useState<SubscriberCourse>();
  const { newsletter } = record;
  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-xl font-semibold">What this reader gets</h2>
      <ul className="flex flex-col gap-3">
        <li className="rounded-lg border border-slate-300 p-3">
          <p className="font-semibold">Newsletter</p>
          <p>
            {newsletter.subscribed
              ? `Yes, since ${newsletter.since ? formatTime(newsletter.since) : "the confirmation"}.`
              : record.status === "pending"
                ? "Not yet: the subscription is not confirmed."
                : "No."}
          </p>
        </li>
        {record.courses.map((course) => (
          <li key={course.course} className="flex flex-col gap-2 rounded-lg border border-slate-300 p-3">
            <p className="font-semibold">
              Course: {course.title} <span className="font-normal">({languageNames[course.language]})</span>
            </p>
            <p>{courseState(course)}</p>
            {course.status === "active" ? (
              <Button
                variant="secondary"
                className="self-start"
                aria-haspopup="dialog"
                onClick={() => setStopping(course)}
              >
                <CircleStop aria-hidden="true" className="size-4" />
                Stop this course…
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {record.courses.length === 0 ? <p>No course.</p> : null}
      <ActionDialog
        open={stopping !== undefined}
        title="Stop this course for this reader?"
        confirmLabel="Stop the course"
        onClose={() => setStopping(undefined)}
        onConfirm={async () => {
          const course = stopping as SubscriberCourse;
          const next = await postJson(consoleApi.subscriberStopCourse, {
            email: record.email,
            course: course.course,
          });
          setStopping(undefined);
          onChanged(next, `“${course.title}” is stopped for ${record.email}.`);
        }}
      >
        <p className="break-words">
          No more lessons of “{stopping?.title}” go to {record.email}, as if they had used the link in a
          lesson mail; lessons not yet sent are cancelled. The newsletter and other courses stay.
        </p>
      </ActionDialog>
    </div>
  );
}
