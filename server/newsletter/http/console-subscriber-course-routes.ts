/** The record's Stop on one course (issue 40): as the lesson mail's own "stop this course" link, for a
 * reader who asked by other means. The address is in the body, never the URL; the audit log keeps it
 * masked (decision 028). */
import type { FastifyInstance } from "fastify";
import { maskAddress } from "../domain/addresses.ts";
import { consoleApi } from "../domain/console-api.ts";
import type { NewsletterService } from "../service/service.ts";
import { addressField, fieldsOf } from "./console-input.ts";
import { operatorOf } from "./console-session.ts";
import { ClientError } from "./request-input.ts";

export async function subscriberCourseRoutes(app: FastifyInstance, options: { service: NewsletterService }) {
  const { service } = options;
  app.post(consoleApi.subscriberStopCourse, async (request) => {
    const fields = fieldsOf(request.body);
    const email = addressField(fields);
    const { course } = fields;
    if (typeof course !== "string" || course === "") throw new ClientError(400, "no_course");
    const id = await service.subscriberIdOf(email);
    if (!id) throw new ClientError(404, "not_found");
    if (!(await service.stopReaderCourse(id, course))) throw new ClientError(409, "not_active");
    await service.audit(operatorOf(request).email, "course-stop", `${course} ${maskAddress(email)}`);
    return service.subscriberRecord(email);
  });
}
