/** The subscriber list and the actions on one subscriber beside export and erase. Addresses travel in
 * bodies, never URLs; each action is audited with the address masked (decision 028). */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { hasInvisibleCharacters, maskAddress } from "../domain/addresses.ts";
import { consoleApi } from "../domain/console-api.ts";
import type { ActionResult } from "../service/console-subscriber-actions.ts";
import type { NewsletterService } from "../service/service.ts";
import { addressField, fieldsOf } from "./console-input.ts";
import { subscriberQueryOf } from "./console-queries.ts";
import { operatorOf } from "./console-session.ts";
import { ClientError } from "./request-input.ts";

const failures: Record<Exclude<ActionResult, "done">, number> = {
  not_found: 404,
  not_pending: 409,
  not_suppressed: 409,
  rate_limited: 429,
};

/** A reason is kept in the audit log: one line, a sentence at most. */
function reasonOf(value: unknown): string {
  // Control and format characters (NUL, U+202E…) are refused as in addresses (issue 39): they hide or
  // reorder what the audit log shows. Line breaks and tabs fold to spaces below.
  if (typeof value === "string" && hasInvisibleCharacters(value))
    throw new ClientError(400, "invalid_reason");
  const reason = typeof value === "string" ? value.replace(/\s+/g, " ").trim() : "";
  if (!reason) throw new ClientError(400, "no_reason");
  if (reason.length > 300) throw new ClientError(400, "reason_too_long");
  return reason;
}

export async function subscriberListRoutes(app: FastifyInstance, options: { service: NewsletterService }) {
  const { service } = options;

  app.post(consoleApi.subscriberList, async (request) =>
    service.subscriberPage(subscriberQueryOf(request.body)),
  );
  app.get(consoleApi.subscriberCounts, async () => service.subscriberCounts());

  /** Runs the action, audits what was done, and answers with the record as it now stands (none once
   * unsubscribed: the subscriber is forgotten). */
  const act = async (
    request: FastifyRequest,
    action: "unsubscribe" | "resend-confirmation" | "lift-suppression",
    run: (email: string) => Promise<ActionResult>,
    detail = "",
  ) => {
    const email = addressField(fieldsOf(request.body));
    const result = await run(email);
    if (result !== "done") throw new ClientError(failures[result], result);
    await service.audit(operatorOf(request).email, action, `${maskAddress(email)}${detail}`);
    return (await service.subscriberRecord(email)) ?? { forgotten: true };
  };

  app.post(consoleApi.subscriberUnsubscribe, (request) =>
    act(request, "unsubscribe", service.unsubscribeByOperator),
  );
  app.post(consoleApi.subscriberResendConfirmation, async (request, reply) =>
    reply.code(202).send(await act(request, "resend-confirmation", service.resendConfirmation)),
  );
  app.post(consoleApi.subscriberLiftSuppression, (request) => {
    const reason = reasonOf(fieldsOf(request.body).reason);
    return act(request, "lift-suppression", service.liftSuppression, `: ${reason}`);
  });
}
