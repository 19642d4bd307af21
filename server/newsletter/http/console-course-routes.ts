/** The console's Courses screen: the figures, pause and resume, a lesson's preview (its HTML served
 * into the console's sandboxed frame like an issue's) and the whole course to the operator as a test. */
import type { FastifyInstance } from "fastify";
import { type CourseFigures, courseApi, type IssuePreview } from "../domain/console-api.ts";
import type { NewsletterService } from "../service/service.ts";
import { fieldsOf, languageField } from "./console-input.ts";
import { previewPath } from "./console-issue-routes.ts";
import { operatorOf } from "./console-session.ts";
import { ClientError } from "./request-input.ts";

function slugField(fields: Record<string, unknown>, name: string): string {
  const value = fields[name];
  if (typeof value !== "string" || !/^[a-z0-9-]{1,80}$/.test(value))
    throw new ClientError(400, `invalid_${name}`);
  return value;
}

export async function courseConsoleRoutes(app: FastifyInstance, options: { service: NewsletterService }) {
  const { service } = options;

  app.get(courseApi.courses, async () => service.courseFigures());

  for (const action of ["pause", "resume"] as const) {
    app.post(`/admin/api/courses/:course/${action}`, async (request): Promise<CourseFigures> => {
      const { course } = request.params as { course: string };
      if (!service.courseSlugs().includes(course)) throw new ClientError(404, "not_found");
      await service.pauseCourse(course, action === "pause");
      await service.audit(operatorOf(request).email, `course-${action}`, course);
      const { courses } = await service.courseFigures();
      return courses.find((figures) => figures.course === course) as CourseFigures;
    });
  }

  app.post(courseApi.preview, async (request): Promise<IssuePreview> => {
    const fields = fieldsOf(request.body);
    const lesson = {
      course: slugField(fields, "course"),
      lesson: slugField(fields, "lesson"),
      language: languageField(fields),
    };
    const mail = service.previewLesson(lesson);
    if (!mail) throw new ClientError(404, "not_found");
    // Stored like an issue's preview (in the database, for any server) and served by the same route.
    const id = await service.savePreview(mail.html);
    // A lesson goes to its course's readers one by one, never to a list at once: no "Send to N".
    return { subject: mail.subject, text: mail.text, htmlUrl: `${previewPath}${id}`, readers: 0 };
  });

  app.post(courseApi.test, async (request, reply) => {
    const fields = fieldsOf(request.body);
    const course = slugField(fields, "course");
    const language = languageField(fields);
    const { email } = operatorOf(request);
    const lessons = await service.queueCourseTest(email, course, language);
    if (lessons === 0) throw new ClientError(404, "not_found");
    await service.audit(email, "course-test", `${course} (${language}): ${lessons} lessons`);
    return reply.code(202).send({ status: "queued", lessons });
  });
}
