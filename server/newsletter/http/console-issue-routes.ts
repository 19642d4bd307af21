/** The console's issue routes: preview, test mail, send, pause and resume. A preview's HTML is served
 * into the console's sandboxed frame under a CSP that lets it show and nothing else. */
import type { IssueContent, IssuePreview } from "#shared/console-api.ts";
import { consoleApi } from "#shared/console-paths.ts";
import type { NewsletterService } from "../service/service.ts";
import { ClientError } from "./client-error.ts";
import { type ConsolePlugin, idParams } from "./console-schemas.ts";
import { operatorOf } from "./console-session.ts";

export const previewPath = "/admin/api/previews/";

/** A mail may style itself and show images, but not run, navigate, submit or be framed elsewhere. */
export const previewCsp =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: https:; frame-ancestors 'self'; sandbox";

/** Its HTML stored in the database, not in memory: the frame's GET may reach another server. */
export async function shownPreview(
  service: NewsletterService,
  mail: { subject: string; text: string; html: string },
  readers: number,
  previewText?: string | null,
): Promise<IssuePreview> {
  const id = await service.savePreview(mail.html);
  return { subject: mail.subject, previewText, text: mail.text, htmlUrl: `${previewPath}${id}`, readers };
}

export const issueRoutes: ConsolePlugin<{ log: (line: string) => void }> = async (app, options) => {
  const { service, log } = options;
  const draft = { schema: { body: options.schemas.issue } };
  const params = { schema: { params: idParams } };

  app.get(consoleApi.issues, async () => service.issueSummaries());

  app.post(consoleApi.issuePreview, draft, async (request): Promise<IssuePreview> => {
    const { markdown, language, course, previewText } = request.body;
    const mail = await service.previewIssue(markdown, language, previewText);
    return shownPreview(service, mail, await service.readersOf(language, course), previewText);
  });

  app.get("/admin/api/issues/:id/content", params, async (request): Promise<IssueContent> => {
    const issue = await service.issueMarkdown(request.params.id);
    if (!issue) throw new ClientError(404, "not_found");
    if (!issue.markdown) return { markdown: null, preview: null };
    const mail = await service.previewIssue(issue.markdown, issue.language, issue.preview_text);
    const readers = await service.readersOf(issue.language);
    return {
      markdown: issue.markdown,
      preview: await shownPreview(service, mail, readers, issue.preview_text ?? null),
    };
  });

  app.get(`${previewPath}:id`, params, async (request, reply) => {
    const html = await service.savedPreview(request.params.id);
    if (html === undefined) throw new ClientError(404, "not_found");
    reply.header("content-security-policy", previewCsp);
    reply.header("x-frame-options", "SAMEORIGIN");
    return reply.type("text/html; charset=utf-8").send(html);
  });

  app.post(consoleApi.issueTest, draft, async (request, reply) => {
    const { markdown, language, previewText } = request.body;
    const { email } = operatorOf(request);
    await service.queueTestMail(email, markdown, language, previewText);
    await service.audit(
      email,
      "issue-test",
      `${language}: ${(await service.previewIssue(markdown, language)).subject}`,
    );
    return reply.code(202).send({ status: "queued" });
  });

  app.post(consoleApi.issueSend, draft, async (request, reply) => {
    const { markdown, language, course, scheduleAt: scheduledAt, previewText, draftId } = request.body;
    const { email } = operatorOf(request);
    const summary = await service.beginIssue(markdown, language, { course, scheduledAt, previewText });
    const to = course ? `, readers of ${course}` : "";
    const at = scheduledAt === null ? "" : `, scheduled for ${new Date(scheduledAt).toISOString()}`;
    await service.audit(email, "issue-send", `${summary.id} (${language}${to}${at}): ${summary.subject}`);
    // The draft is now an issue: the composer starts afresh; its deletion audited, whose it was named.
    // A draft already gone (deleted meanwhile, or a stale id) does not stop the send: the issue is the
    // operator's work; nothing is deleted and nothing audited as a deletion.
    if (draftId !== undefined) await service.deleteDraft(email, draftId, `, sent as issue ${summary.id}`);
    // A scheduled issue is queued by whichever server looks first once it is due (decision 051).
    if (scheduledAt !== null) return reply.code(202).send(summary);
    // Queueing thousands of mails takes a while; the console polls the issue for its progress.
    service.queueIssue(markdown, language, undefined, course, previewText).catch((error: unknown) => {
      log(`newsletter console: queueing issue ${summary.id} stopped: ${(error as Error).message}`);
    });
    return reply.code(202).send(summary);
  });

  app.get("/admin/api/issues/:id", params, async (request) => {
    const summary = await service.issueSummary(request.params.id);
    if (!summary) throw new ClientError(404, "not_found");
    return summary;
  });

  for (const action of ["pause", "resume"] as const) {
    app.post(`/admin/api/issues/:id/${action}`, params, async (request) => {
      const { id } = request.params;
      const summary = await service.pauseIssue(id, action === "pause");
      if (!summary) throw new ClientError(404, "not_found");
      await service.audit(operatorOf(request).email, `issue-${action}`, id);
      return summary;
    });
  }
};
