/** The console's subscriber routes: find one, export or erase it, and the confirmed list as CSV. The
 * address is always in the body, never the URL (URLs end up in logs and history). Every export and
 * erasure is audited, with the address masked: the audit log must not outlive an erasure as a copy. */
import type { FastifyInstance } from "fastify";
import { addressKey, maskAddress } from "../domain/addresses.ts";
import { consoleApi } from "../domain/console-api.ts";
import type { NewsletterService } from "../service/service.ts";
import { addressField, fieldsOf } from "./console-input.ts";
import { operatorOf } from "./console-session.ts";
import { ClientError } from "./request-input.ts";

export async function subscriberRoutes(app: FastifyInstance, options: { service: NewsletterService }) {
  const { service } = options;

  app.post(consoleApi.subscriberFind, async (request) => {
    const record = await service.subscriberRecord(addressField(fieldsOf(request.body)));
    if (!record) throw new ClientError(404, "not_found");
    return record;
  });

  app.post(consoleApi.subscriberExport, async (request) => {
    const email = addressField(fieldsOf(request.body));
    const data = await service.exportSubscriber(email);
    await service.audit(operatorOf(request).email, "export", maskAddress(email));
    return data;
  });

  app.post(consoleApi.subscriberErase, async (request) => {
    const fields = fieldsOf(request.body);
    const email = addressField(fields);
    // The confirmation step, checked here as well as in the console: the address typed again.
    if (typeof fields.confirm !== "string" || addressKey(fields.confirm) !== addressKey(email)) {
      throw new ClientError(400, "confirm_mismatch");
    }
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
}
