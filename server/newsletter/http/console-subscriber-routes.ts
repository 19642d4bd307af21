/** The console's subscriber routes. The address is in the body, never the URL (which ends up in logs);
 * the audit log masks it, so it does not outlive an erasure as a copy (decision 028). */
import type { FastifyRequest } from "fastify";
import { subscriberQuery } from "#shared/console-api.ts";
import { consoleApi } from "#shared/console-paths.ts";
import { maskAddress } from "../domain/addresses.ts";
import type { ActionResult } from "../service/console-subscriber-actions.ts";
import type { AuditAction } from "../service/operators.ts";
import { ClientError } from "./client-error.ts";
import type { ConsolePlugin } from "./console-schemas.ts";
import { operatorOf } from "./console-session.ts";

const failures: Record<Exclude<ActionResult, "done">, number> = {
  not_found: 404,
  not_pending: 409,
  not_suppressed: 409,
  rate_limited: 429,
};

export const subscriberRoutes: ConsolePlugin = async (app, { service, schemas }) => {
  const address = { schema: { body: schemas.address } };
  const audit = (request: FastifyRequest, action: AuditAction, detail: string) =>
    service.audit(operatorOf(request).email, action, detail);

  app.post(consoleApi.subscriberList, { schema: { body: subscriberQuery } }, async (request) =>
    service.subscriberPage(request.body),
  );
  app.get(consoleApi.subscriberCounts, async () => service.subscriberCounts());

  app.post(consoleApi.subscriberFind, address, async (request) => {
    const record = await service.subscriberRecord(request.body.email);
    if (!record) throw new ClientError(404, "not_found");
    return record;
  });

  app.post(consoleApi.subscriberExport, address, async (request) => {
    const { email } = request.body;
    const data = await service.exportSubscriber(email);
    await audit(request, "export", maskAddress(email));
    return data;
  });

  // The confirmation step (the address typed again) is checked by the schema as well as in the console.
  app.post(consoleApi.subscriberErase, { schema: { body: schemas.erase } }, async (request) => {
    const { email } = request.body;
    const result = await service.erase(email);
    await audit(request, "erase", maskAddress(email));
    return result;
  });

  app.get(consoleApi.confirmedCsv, async (request, reply) => {
    const { csv, count } = await service.confirmedCsv();
    await audit(request, "export-csv", `${count} confirmed addresses`);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type("text/csv; charset=utf-8; header=present")
      .header("content-disposition", `attachment; filename="confirmed-subscribers-${day}.csv"`)
      .send(csv);
  });

  /** Answers with the record as it now stands (none once unsubscribed: the subscriber is forgotten). */
  const act = async (
    request: FastifyRequest & { body: { email: string } },
    action: AuditAction,
    run: (email: string) => Promise<ActionResult>,
    detail = "",
  ) => {
    const { email } = request.body;
    const result = await run(email);
    if (result !== "done") throw new ClientError(failures[result], result);
    await audit(request, action, `${maskAddress(email)}${detail}`);
    return (await service.subscriberRecord(email)) ?? { forgotten: true };
  };
  app.post(consoleApi.subscriberUnsubscribe, address, (request) =>
    act(request, "unsubscribe", service.unsubscribeByOperator),
  );
  app.post(consoleApi.subscriberResendConfirmation, address, async (request, reply) =>
    reply.code(202).send(await act(request, "resend-confirmation", service.resendConfirmation)),
  );
  app.post(consoleApi.subscriberLiftSuppression, { schema: { body: schemas.liftSuppression } }, (request) =>
    act(request, "lift-suppression", service.liftSuppression, `: ${request.body.reason}`),
  );

  // As the lesson mail's "stop this course" link, for a reader who asked by other means (issue 40).
  app.post(consoleApi.subscriberStopCourse, { schema: { body: schemas.stopCourse } }, async (request) => {
    const { email, course } = request.body;
    const id = await service.subscriberIdOf(email);
    if (!id) throw new ClientError(404, "not_found");
    if (!(await service.stopReaderCourse(id, course))) throw new ClientError(409, "not_active");
    await audit(request, "course-stop", `${course} ${maskAddress(email)}`);
    return service.subscriberRecord(email);
  });
};
