/** The console's Courses screen: the figures, pause and resume, a lesson's preview (its HTML served
 * into the console's sandboxed frame like an issue's) and the whole course to the operator as a test. */
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { type CourseFigures, courseApi, type IssuePreview } from "../domain/console-api.ts";
import type { NewsletterService } from "../service/service.ts";
import { fieldsOf, languageField } from "./console-input.ts";
import { previewCsp } from "./console-issue-routes.ts";
import { operatorOf } from "./console-session.ts";
import { ClientError } from "./request-input.ts";

const previewPath = "/admin/api/course-previews/";
const previewLifetimeMs = 60 * 60_000;
const maxPreviews = 50;

function slugField(fields: Record<string, unknown>, name: string): string {
  const value = fields[name];
  if (typeof value !== "string" || !/^[a-z0-9-]{1,80}$/.test(value))
    throw new ClientError(400, `invalid_${name}`);
  return value;
}

export async function courseConsoleRoutes(app: FastifyInstance, options: { service: NewsletterService }) {
  const { service } = options;
  const previews = new Map<string, { html: string; until: number }>();

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
    const now = Date.now();
    for (const [id, preview] of previews) if (preview.until < now) previews.delete(id);
    while (previews.size >= maxPreviews) previews.delete(previews.keys().next().value as string);
    const id = randomUUID();
    previews.set(id, { html: mail.html, until: now + previewLifetimeMs });
    return { subject: mail.subject, text: mail.text, htmlUrl: `${previewPath}${id}` };
  });

  app.get(`${previewPath}:id`, async (request, reply) => {
    const preview = previews.get((request.params as { id: string }).id);
    if (!preview) throw new ClientError(404, "not_found");
    reply.header("content-security-policy", previewCsp);
    reply.header("x-frame-options", "SAMEORIGIN");
    return reply.type("text/html; charset=utf-8").send(preview.html);
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
