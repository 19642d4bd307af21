/** The console's Courses screen: the figures, pause and resume, a lesson's preview (its HTML served
 * into the console's sandboxed frame like an issue's) and the whole course to the operator as a test. */
import type { CourseFigures } from "#shared/console-api.ts";
import { courseApi } from "#shared/console-paths.ts";
import { isKnownCourse } from "#shared/signup-chosen.ts";
import { ClientError } from "./client-error.ts";
import { shownPreview } from "./console-issue-routes.ts";
import { type ConsolePlugin, courseParams } from "./console-schemas.ts";
import { operatorOf } from "./console-session.ts";

export const courseConsoleRoutes: ConsolePlugin = async (app, { service, schemas }) => {
  app.get(courseApi.courses, async () => service.courseFigures());

  for (const action of ["pause", "resume"] as const) {
    const params = { schema: { params: courseParams } };
    app.post(`/admin/api/courses/:course/${action}`, params, async (request): Promise<CourseFigures> => {
      const { course } = request.params;
      if (!isKnownCourse(service.courseSlugs(), course)) throw new ClientError(404, "not_found");
      await service.pauseCourse(course, action === "pause");
      await service.audit(operatorOf(request).email, `course-${action}`, course);
      const { courses } = await service.courseFigures();
      return courses.find((figures) => figures.course === course) as CourseFigures;
    });
  }

  app.post(courseApi.preview, { schema: { body: schemas.lessonPreview } }, async (request) => {
    const mail = service.previewLesson(request.body);
    if (!mail) throw new ClientError(404, "not_found");
    // A lesson goes to its course's readers one by one, never to a list at once: no "Send to N".
    return shownPreview(service, mail, 0);
  });

  app.post(courseApi.test, { schema: { body: schemas.courseTest } }, async (request, reply) => {
    const { course, language } = request.body;
    const { email } = operatorOf(request);
    const lessons = await service.queueCourseTest(email, course, language);
    if (lessons === 0) throw new ClientError(404, "not_found");
    await service.audit(email, "course-test", `${course} (${language}): ${lessons} lessons`);
    return reply.code(202).send({ status: "queued", lessons });
  });
};
