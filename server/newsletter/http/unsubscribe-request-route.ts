/** POST /api/newsletter/unsubscribe-request: a reader whose unsubscribe link no longer works asks for a
 * new one by address (decision 032). The answer comes first, the same for every address, well-formed
 * or not; only then is the address looked up, so neither the words nor the time tell who subscribes. */
import type { FastifyReply, FastifyRequest } from "fastify";
import { checkAddress } from "../domain/addresses.ts";
import { languageOf } from "../domain/language.ts";
import type { NewsletterService } from "../service/service.ts";
import { type Fields, fieldsOf, isFormRequest } from "./request-input.ts";

export function unsubscribeRequestHandler(
  service: NewsletterService,
  sentPage: (language: string) => string,
  log: (line: string) => void,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const fields = fieldsOf(request);
    const language = languageOf(fields.language) ?? languageOf((request.query as Fields).lang) ?? "en";
    if (typeof fields.email === "string" && !checkAddress(fields.email)) {
      const email = fields.email;
      setImmediate(() => {
        service.requestUnsubscribeLink(email, language).catch((error: unknown) => {
          log(
            `newsletter: unsubscribe link request failed: ${error instanceof Error ? error.message : String(error)}`,
          );
        });
      });
    }
    if (isFormRequest(request)) return reply.code(303).redirect(sentPage(language));
    return reply.code(202).send({ status: "accepted" });
  };
}
