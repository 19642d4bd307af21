/** The subscriber list and the actions on one subscriber beside export and erase. Addresses travel in
 * bodies, never URLs; each action is audited with the address masked (decision 028). */

import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { subscriberQuery } from "#shared/console-api.ts";
import { consoleApi } from "#shared/console-paths.ts";
import { maskAddress } from "../domain/addresses.ts";
import type { ActionResult } from "../service/console-subscriber-actions.ts";
import type { NewsletterService } from "../service/service.ts";
import { ClientError } from "./client-error.ts";
import type { ConsoleSchemas } from "./console-schemas.ts";
import { operatorOf } from "./console-session.ts";

const failures: Record<Exclude<ActionResult, "done">, number> = {
  not_found: 404,
  not_pending: 409,
  not_suppressed: 409,
  rate_limited: 429,
};

export const subscriberListRoutes: FastifyPluginAsyncZod<{
  service: NewsletterService;
  schemas: ConsoleSchemas;
}> = async (app, options) => {
  const { service, schemas } = options;

  app.post(consoleApi.subscriberList, { schema: { body: subscriberQuery } }, async (request) =>
    service.subscriberPage(request.body),
  );
  app.get(consoleApi.subscriberCounts, async () => service.subscriberCounts());

  /** Runs the action, audits what was done, and answers with the record as it now stands (none once
   * unsubscribed: the subscriber is forgotten). */
  const act = async (
    request: FastifyRequest & { body: { email: string } },
    action: "unsubscribe" | "resend-confirmation" | "lift-suppression",
    run: (email: string) => Promise<ActionResult>,
    detail = "",
  ) => {
    const { email } = request.body;
    const result = await run(email);
    if (result !== "done") throw new ClientError(failures[result], result);
    await service.audit(operatorOf(request).email, action, `${maskAddress(email)}${detail}`);
    return (await service.subscriberRecord(email)) ?? { forgotten: true };
  };

  const address = { schema: { body: schemas.address } };
  app.post(consoleApi.subscriberUnsubscribe, address, (request) =>
    act(request, "unsubscribe", service.unsubscribeByOperator),
  );
  app.post(consoleApi.subscriberResendConfirmation, address, async (request, reply) =>
    reply.code(202).send(await act(request, "resend-confirmation", service.resendConfirmation)),
  );
  app.post(consoleApi.subscriberLiftSuppression, { schema: { body: schemas.liftSuppression } }, (request) =>
    act(request, "lift-suppression", service.liftSuppression, `: ${request.body.reason}`),
  );
};
