/** Drafts, saved as the operator types, and a sent issue duplicated into a new draft (decision 041). */
import { consoleApi } from "#shared/console-paths.ts";
import { ClientError } from "./client-error.ts";
import { type ConsolePlugin, idParams } from "./console-schemas.ts";
import { operatorOf } from "./console-session.ts";

export const draftRoutes: ConsolePlugin = async (app, { service, schemas }) => {
  const params = { schema: { params: idParams } };
  const content = { schema: { params: idParams, body: schemas.draft } };

  app.get(consoleApi.drafts, async () => service.drafts());
  app.post(consoleApi.drafts, { schema: { body: schemas.draft } }, async (request, reply) => {
    const draft = await service.createDraft(operatorOf(request).email, request.body);
    if (draft === "too_many") throw new ClientError(409, "too_many_drafts");
    return reply.code(201).send(draft);
  });
  app.get("/admin/api/drafts/:id", params, async (request) => {
    const draft = await service.draft(request.params.id);
    if (!draft) throw new ClientError(404, "not_found");
    return draft;
  });
  app.post("/admin/api/drafts/:id", content, async (request) => {
    const { email } = operatorOf(request);
    const draft = await service.saveDraft(email, request.params.id, request.body);
    if (!draft) throw new ClientError(404, "not_found");
    return draft;
  });
  app.post("/admin/api/drafts/:id/delete", params, async (request, reply) => {
    const deleted = await service.deleteDraft(operatorOf(request).email, request.params.id);
    if (!deleted) throw new ClientError(404, "not_found");
    return reply.code(204).send();
  });

  app.post("/admin/api/issues/:id/duplicate", params, async (request, reply) => {
    const { id } = request.params;
    const { email } = operatorOf(request);
    const draft = await service.duplicateIssue(email, id);
    if (!draft) throw new ClientError(404, "not_found");
    if (draft === "too_many") throw new ClientError(409, "too_many_drafts");
    await service.audit(email, "issue-duplicate", id);
    return reply.code(201).send(draft);
  });
};
