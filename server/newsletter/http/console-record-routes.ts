/** A reader's record at its own address (issue 53): GET by the subscriber's opaque id, so a reload, a new
 * tab or a link shared between operators opens it, and no address goes in a URL (decision 028). A read,
 * like the find it stands beside: not audited. */
import { z } from "zod";
import { ClientError } from "./client-error.ts";
import type { ConsolePlugin } from "./console-schemas.ts";

/** Subscriber ids are random UUIDs (service/subscribe.ts); anything else is no record. */
const recordParams = z.object({ id: z.string() });
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const recordRoutes: ConsolePlugin = async (app, { service }) => {
  app.get("/admin/api/subscribers/record/:id", { schema: { params: recordParams } }, async (request) => {
    const { id } = request.params;
    const record = uuid.test(id) ? await service.subscriberRecordById(id) : undefined;
    if (!record) throw new ClientError(404, "not_found");
    return record;
  });
};
