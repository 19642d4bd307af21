/** A lesson mail's "stop this course", registered by routes.ts inside its plugin (same parsers, limits
 * and error answers):
 *   POST /{lang}/stop-course          the page's one button (form, token in the query): to the outcome page
 *   POST /api/newsletter/stop-course  JSON `{ token }`: `{ status: "stopped", course }`, or 404 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type Language, languages } from "../../../app/config/site.ts";
import { languageOf } from "../domain/language.ts";
import { isWellFormedToken } from "../domain/tokens.ts";
import type { NewsletterService } from "../service/service.ts";
import { ClientError, fieldsOf, isFormRequest } from "./request-input.ts";

export interface CoursePages {
  stopCourse: (language: Language) => string;
  courseStopped: (language: Language) => string;
  unsubscribeInvalid: (language: string) => string;
}

export function courseRoutes(
  app: FastifyInstance,
  service: NewsletterService,
  pages: CoursePages,
  routeOptions: { bodyLimit: number; config: object },
): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const fields = fieldsOf(request);
    const query = request.query as Record<string, unknown>;
    const token = fields.token ?? query.token;
    const pageLanguage = languageOf(fields.language) ?? languageOf(query.lang) ?? "en";
    const form = isFormRequest(request);
    const result = isWellFormedToken(token)
      ? await service.stopCourse(token)
      : { status: "invalid" as const };
    if (form) {
      const page =
        result.status === "stopped"
          ? pages.courseStopped(result.language)
          : pages.unsubscribeInvalid(pageLanguage);
      return reply.code(303).redirect(page);
    }
    if (result.status === "invalid") throw new ClientError(404, "unknown_token");
    return reply.send({ status: result.status, course: result.course });
  };
  app.post("/api/newsletter/stop-course", routeOptions, handler);
  for (const language of languages) app.post(pages.stopCourse(language), routeOptions, handler);
}
