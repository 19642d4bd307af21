/** The console's subscriber routes: find one, export or erase it, and the confirmed list as CSV. The
 * address is always in the body, never the URL (URLs end up in logs and history). Every export and
 * erasure is audited, with the address masked: the audit log must not outlive an erasure as a copy. */

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { consoleApi } from "#shared/console-paths.ts";
import { maskAddress } from "../domain/addresses.ts";
import type { NewsletterService } from "../service/service.ts";
import { ClientError } from "./client-error.ts";
import type { ConsoleSchemas } from "./console-schemas.ts";
import { operatorOf } from "./console-session.ts";

export const subscriberRoutes: FastifyPluginAsyncZod<{
  service: NewsletterService;
  schemas: ConsoleSchemas;
}> = async (app, options) => {
  const { service } = options;
  const address = { schema: { body: options.schemas.address } };

  app.post(consoleApi.subscriberFind, address, async (request) => {
    const record = await service.subscriberRecord(request.body.email);
    if (!record) throw new ClientError(404, "not_found");
    return record;
  });

  app.post(consoleApi.subscriberExport, address, async (request) => {
    const { email } = request.body;
    const data = await service.exportSubscriber(email);
    await service.audit(operatorOf(request).email, "export", maskAddress(email));
    return data;
  });

  // The confirmation step (the address typed again) is checked by the schema as well as in the console.
  app.post(consoleApi.subscriberErase, { schema: { body: options.schemas.erase } }, async (request) => {
    const { email } = request.body;
    const result = await service.erase(email);
    await service.audit(operatorOf(request).email, "erase", maskAddress(email));
    return result;
  });

  app.get(consoleApi.confirmedCsv, async (request, reply) => {
    const { csv, count } = await service.confirmedCsv();
    await service.audit(operatorOf(request).email, "export-csv", `${count} confirmed addresses`);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type("text/csv; charset=utf-8; header=present")
      .header("content-disposition", `attachment; filename="confirmed-subscribers-${day}.csv"`)
      .send(csv);
  });
};
