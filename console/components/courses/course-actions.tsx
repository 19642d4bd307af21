import { useId, useState } from "react";
import type { CourseFigures, IssuePreview } from "#shared/console-api.ts";
import { courseApi } from "#shared/console-paths.ts";
import { errorMessage, postJson } from "../../lib/api";
import { type Language, languageNames, languages } from "../../lib/format";
import { Button } from "../button";
import { IssuePreviewView } from "../issues/issue-preview";
import { ModalDialog } from "../modal-dialog";
import { Notice } from "../notice";

/** Preview a lesson's mail (in a dialog) and mail the whole course to yourself: the tries that change
 * nothing for readers (pausing is apart, course-pause.tsx). */
export function CourseActions({ course }: { course: CourseFigures }) {
  const [language, setLanguage] = useState<Language>("en");
  const lessons = course.languages.find((each) => each.language === language)?.lessons ?? [];
  const [lesson, setLesson] = useState("");
  const [preview, setPreview] = useState<IssuePreview>();
  const [notice, setNotice] = useState<{ kind: "error" | "success"; text: string }>();
  const [busy, setBusy] = useState(false);
  const languageId = useId();
  const lessonId = useId();
  const chosenLesson = lesson || lessons[0]?.lesson || "";

  async function run(action: () => Promise<string | undefined>) {
    setBusy(true);
    setNotice(undefined);
    try {
      const text = await action();
      if (text) setNotice({ kind: "success", text });
    } catch (error) {
      setNotice({ kind: "error", text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }
  const showPreview = () =>
    run(async () => {
      setPreview(
        await postJson(courseApi.preview, {
          course: course.course,
          language,
          lesson: chosenLesson,
        }),
      );
      return undefined;
    });
  const sendTest = () =>
    run(async () => {
      const answer = await postJson(courseApi.test, { course: course.course, language });
      return `${answer.lessons} lessons are on their way to your address, a few seconds apart.`;
    });

  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-lg font-semibold">Preview and test</h3>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={languageId} className="text-sm font-semibold">
            Language
          </label>
          <select
            id={languageId}
            value={language}
            onChange={(event) => setLanguage(event.target.value as Language)}
            className="min-h-11 rounded-lg border border-slate-500 bg-white px-3"
          >
            {languages.map((each) => (
              <option key={each} value={each}>
                {languageNames[each]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-0 max-w-full flex-col gap-1">
          <label htmlFor={lessonId} className="text-sm font-semibold">
            Lesson
          </label>
          <select
            id={lessonId}
            value={chosenLesson}
            onChange={(event) => setLesson(event.target.value)}
            className="min-h-11 w-full max-w-full rounded-lg border border-slate-500 bg-white px-3"
          >
            {lessons.map((each) => (
              <option key={each.lesson} value={each.lesson}>
                {each.position}. {each.title}
              </option>
            ))}
          </select>
        </div>
        <Button
          variant="secondary"
          aria-haspopup="dialog"
          disabled={busy || !chosenLesson}
          onClick={showPreview}
        >
          Preview the lesson…
        </Button>
        <Button variant="secondary" disabled={busy} onClick={sendTest}>
          Send the course to me
        </Button>
      </div>
      <Notice kind={notice?.kind ?? "success"}>{notice?.text}</Notice>
      <ModalDialog
        open={preview !== undefined}
        onClose={() => setPreview(undefined)}
        title="Lesson preview"
        wide
      >
        {preview ? <IssuePreviewView preview={preview} level={3} /> : null}
        <Button variant="secondary" className="mt-4" onClick={() => setPreview(undefined)}>
          Close
        </Button>
      </ModalDialog>
    </div>
  );
}
