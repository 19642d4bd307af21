/** The console's issue routes: preview, test mail, send (queued in the background, progress polled),
 * pause and resume. A preview's HTML is served from here into the console's sandboxed frame, under a
 * CSP that lets it show and nothing else. */
import type { FastifyInstance } from "fastify";
import type { Language } from "../../../app/config/site.ts";
import { consoleApi, type IssueContent, type IssuePreview, issueSubject } from "../domain/console-api.ts";
import { issueMarkdownProblem } from "../domain/issue-markdown.ts";
import type { NewsletterService } from "../service/service.ts";
import { fieldsOf, languageField } from "./console-input.ts";
import { audienceOf, previewTextOf, scheduleOf } from "./console-issue-options.ts";
import { operatorOf } from "./console-session.ts";
import { ClientError } from "./request-input.ts";

export const previewPath = "/admin/api/previews/";

/** A mail's HTML may style itself and show images; it may not run, navigate, submit or be framed
 * by any page but the console. */
export const previewCsp =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: https:; frame-ancestors 'self'; sandbox";

/** A draft the routes may hand on: a language, a subject, and Markdown within the size and nesting
 * bounds (413 issue_too_large, 422 issue_too_deep), checked before anything parses it. */
function draftOf(body: unknown): { markdown: string; language: Language } {
  const fields = fieldsOf(body);
  const language = languageField(fields);
  const { markdown } = fields;
  if (typeof markdown !== "string" || !issueSubject(markdown)) throw new ClientError(400, "no_subject");
  const problem = issueMarkdownProblem(markdown);
  if (problem) throw new ClientError(problem === "issue_too_large" ? 413 : 422, problem);
  return { markdown, language };
}

export async function issueRoutes(
  app: FastifyInstance,
  options: { service: NewsletterService; log: (line: string) => void },
) {
  const { service, log } = options;

  app.get(consoleApi.issues, async () => service.issueSummaries());

  app.post(consoleApi.issuePreview, async (request): Promise<IssuePreview> => {
    const { markdown, language } = draftOf(request.body);
    const course = audienceOf(request.body, service.courseSlugs());
    const previewText = previewTextOf(request.body);
    const mail = await service.previewIssue(markdown, language, previewText);
    // In the database, not this process's memory: the frame's GET may reach another server.
    const id = await service.savePreview(mail.html);
    const readers = await service.readersOf(language, course);
    return { subject: mail.subject, previewText, text: mail.text, htmlUrl: `${previewPath}${id}`, readers };
  });

  app.get("/admin/api/issues/:id/content", async (request): Promise<IssueContent> => {
    const issue = await service.issueMarkdown((request.params as { id: string }).id);
    if (!issue) throw new ClientError(404, "not_found");
    if (!issue.markdown) return { markdown: null, preview: null };
    const mail = await service.previewIssue(issue.markdown, issue.language, issue.preview_text);
    const id = await service.savePreview(mail.html);
    const readers = await service.readersOf(issue.language);
    return {
      markdown: issue.markdown,
      preview: {
        subject: mail.subject,
        previewText: issue.preview_text ?? null,
        text: mail.text,
        htmlUrl: `${previewPath}${id}`,
        readers,
      },
    };
  });

  app.get(`${previewPath}:id`, async (request, reply) => {
    const html = await service.savedPreview((request.params as { id: string }).id);
    if (html === undefined) throw new ClientError(404, "not_found");
    reply.header("content-security-policy", previewCsp);
    reply.header("x-frame-options", "SAMEORIGIN");
    return reply.type("text/html; charset=utf-8").send(html);
  });

  app.post(consoleApi.issueTest, async (request, reply) => {
    const { markdown, language } = draftOf(request.body);
    const { email } = operatorOf(request);
    const previewText = previewTextOf(request.body);
    await service.queueTestMail(email, markdown, language, previewText);
    await service.audit(
      email,
      "issue-test",
      `${language}: ${(await service.previewIssue(markdown, language)).subject}`,
    );
    return reply.code(202).send({ status: "queued" });
  });

  app.post(consoleApi.issueSend, async (request, reply) => {
    const { markdown, language } = draftOf(request.body);
    const { email } = operatorOf(request);
    const course = audienceOf(request.body, service.courseSlugs());
    const scheduledAt = scheduleOf(request.body, service.now());
    const previewText = previewTextOf(request.body);
    const summary = await service.beginIssue(markdown, language, { course, scheduledAt, previewText });
    const to = course ? `, readers of ${course}` : "";
    const at = scheduledAt === null ? "" : `, scheduled for ${new Date(scheduledAt).toISOString()}`;
    await service.audit(email, "issue-send", `${summary.id} (${language}${to}${at}): ${summary.subject}`);
    // The draft is now an issue: the composer starts afresh.
    const { draftId } = fieldsOf(request.body);
    if (typeof draftId === "string") await service.deleteDraft(draftId);
    // A scheduled issue is queued by whichever server looks first once it is due (decision 051).
    if (scheduledAt !== null) return reply.code(202).send(summary);
    // Queueing thousands of mails takes a while; the console polls the issue for its progress.
    service.queueIssue(markdown, language, undefined, course, previewText).catch((error: unknown) => {
      log(`newsletter console: queueing issue ${summary.id} stopped: ${(error as Error).message}`);
    });
    return reply.code(202).send(summary);
  });

  app.get("/admin/api/issues/:id", async (request) => {
    const summary = await service.issueSummary((request.params as { id: string }).id);
    if (!summary) throw new ClientError(404, "not_found");
    return summary;
  });

  for (const action of ["pause", "resume"] as const) {
    app.post(`/admin/api/issues/:id/${action}`, async (request) => {
      const { id } = request.params as { id: string };
      const summary = await service.pauseIssue(id, action === "pause");
      if (!summary) throw new ClientError(404, "not_found");
      await service.audit(operatorOf(request).email, `issue-${action}`, id);
      return summary;
    });
  }
}
