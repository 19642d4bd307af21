/** The record's Stop on one course (issue 40): as the lesson mail's own "stop this course" link, for a
 * reader who asked by other means. The address is in the body, never the URL; the audit log keeps it
 * masked (decision 028). */

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { consoleApi } from "#shared/console-paths.ts";
import { maskAddress } from "../domain/addresses.ts";
import type { NewsletterService } from "../service/service.ts";
import { ClientError } from "./client-error.ts";
import type { ConsoleSchemas } from "./console-schemas.ts";
import { operatorOf } from "./console-session.ts";

export const subscriberCourseRoutes: FastifyPluginAsyncZod<{
  service: NewsletterService;
  schemas: ConsoleSchemas;
}> = async (app, options) => {
  const { service } = options;
  app.post(
    consoleApi.subscriberStopCourse,
    { schema: { body: options.schemas.stopCourse } },
    async (request) => {
      const { email, course } = request.body;
      const id = await service.subscriberIdOf(email);
      if (!id) throw new ClientError(404, "not_found");
      if (!(await service.stopReaderCourse(id, course))) throw new ClientError(409, "not_active");
      await service.audit(operatorOf(request).email, "course-stop", `${course} ${maskAddress(email)}`);
      return service.subscriberRecord(email);
    },
  );
};
