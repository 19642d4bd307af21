/** Drafts, saved as the operator types, and a sent issue duplicated into a new draft (decision 041). */
import type { FastifyInstance } from "fastify";
import { consoleApi } from "../domain/console-api.ts";
import { issueLimits } from "../domain/issue-markdown.ts";
import type { DraftFields } from "../service/console-drafts.ts";
import type { NewsletterService } from "../service/service.ts";
import { fieldsOf, languageField } from "./console-input.ts";
import { audienceOf, draftScheduleOf, previewTextOf } from "./console-issue-options.ts";
import { operatorOf } from "./console-session.ts";
import { ClientError } from "./request-input.ts";

/** A draft may be anything (it is being written), but no bigger than an issue may be; its preview text,
 * audience and schedule are checked as a send checks them (the schedule only for its shape). */
function contentOf(body: unknown, courses: string[]): DraftFields {
  const fields = fieldsOf(body);
  const language = languageField(fields);
  const { markdown } = fields;
  if (typeof markdown !== "string") throw new ClientError(400, "no_markdown");
  if (new TextEncoder().encode(markdown).length > issueLimits.maxBytes) {
    throw new ClientError(413, "issue_too_large");
  }
  return {
    language,
    markdown,
    previewText: previewTextOf(body),
    course: audienceOf(body, courses),
    schedule: draftScheduleOf(body),
  };
}

const idOf = (params: unknown) => (params as { id: string }).id;

export async function draftRoutes(app: FastifyInstance, options: { service: NewsletterService }) {
  const { service } = options;

  app.get(consoleApi.drafts, async () => service.drafts());
  app.post(consoleApi.drafts, async (request, reply) => {
    const draft = await service.createDraft(
      operatorOf(request).email,
      contentOf(request.body, service.courseSlugs()),
    );
    if (draft === "too_many") throw new ClientError(409, "too_many_drafts");
    return reply.code(201).send(draft);
  });
  app.get("/admin/api/drafts/:id", async (request) => {
    const draft = await service.draft(idOf(request.params));
    if (!draft) throw new ClientError(404, "not_found");
    return draft;
  });
  app.post("/admin/api/drafts/:id", async (request) => {
    const { email } = operatorOf(request);
    const draft = await service.saveDraft(
      email,
      idOf(request.params),
      contentOf(request.body, service.courseSlugs()),
    );
    if (!draft) throw new ClientError(404, "not_found");
    return draft;
  });
  app.post("/admin/api/drafts/:id/delete", async (request, reply) => {
    await service.deleteDraft(idOf(request.params));
    return reply.code(204).send();
  });

  app.post("/admin/api/issues/:id/duplicate", async (request, reply) => {
    const id = idOf(request.params);
    const { email } = operatorOf(request);
    const draft = await service.duplicateIssue(email, id);
    if (!draft) throw new ClientError(404, "not_found");
    if (draft === "too_many") throw new ClientError(409, "too_many_drafts");
    await service.audit(email, "issue-duplicate", id);
    return reply.code(201).send(draft);
  });
}
