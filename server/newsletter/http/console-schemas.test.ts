// @vitest-environment node
/** A body its route's schema refuses answers 400 (or the size's 413, the nesting's 422) with the
 * contract's code, never a 5xx; what passes reaches the handler in its checked form. */
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import { consoleSchemas } from "./console-schemas.ts";
import { consoleErrorHandler } from "./route-errors.ts";

const now = Date.parse("2026-03-01T10:00:00Z");
const schemas = consoleSchemas(
  () => now,
  () => ["alpha"],
);
const issue = { language: "en", markdown: "# March news\n\nThe deadline is 2 May." };
let app: FastifyInstance;

beforeAll(async () => {
  const plain = Fastify();
  plain.setValidatorCompiler(validatorCompiler);
  plain.setSerializerCompiler(serializerCompiler);
  plain.setErrorHandler(consoleErrorHandler(() => {}));
  const zod = plain.withTypeProvider<ZodTypeProvider>();
  for (const [name, schema] of Object.entries(schemas) as [string, ZodType][]) {
    zod.post(`/${name}`, { schema: { body: schema } }, async (request) => request.body);
  }
  app = plain;
  await app.ready();
});
afterAll(() => app.close());

async function post(route: keyof typeof schemas, payload: unknown) {
  const response = await app.inject({ method: "POST", url: `/${route}`, payload: payload as object });
  return { status: response.statusCode, body: response.json() };
}

describe("the console's request schemas", () => {
  it("answers each refusal with its code", async () => {
    const refusals: [keyof typeof schemas, unknown, number, string][] = [
      ["address", [], 400, "malformed_body"],
      ["address", {}, 400, "invalid_email"],
      ["address", { email: "no-at-sign" }, 400, "invalid_email"],
      ["address", { email: `${"a".repeat(250)}@example.org` }, 400, "email_too_long"],
      ["erase", { email: "a@example.org", confirm: "b@example.org" }, 400, "confirm_mismatch"],
      ["stopCourse", { email: "a@example.org", course: "" }, 400, "no_course"],
      ["liftSuppression", { email: "a@example.org", reason: " \n\t" }, 400, "no_reason"],
      ["liftSuppression", { email: "a@example.org", reason: "ok\u202E" }, 400, "invalid_reason"],
      ["liftSuppression", { email: "a@example.org", reason: "x".repeat(301) }, 400, "reason_too_long"],
      ["issue", { ...issue, language: "de" }, 400, "invalid_language"],
      ["issue", { language: "en", markdown: "No heading" }, 400, "no_subject"],
      ["issue", { language: "en", markdown: `# S\n\n${"x".repeat(200_000)}` }, 413, "issue_too_large"],
      ["issue", { language: "en", markdown: `# S\n\n${"> ".repeat(20)}deep` }, 422, "issue_too_deep"],
      ["issue", { ...issue, course: "beta" }, 400, "unknown_course"],
      ["issue", { ...issue, scheduleAt: "2026-02-01T10:00:00Z" }, 400, "bad_schedule"],
      ["issue", { ...issue, scheduleAt: "2028-03-01T10:00:00Z" }, 400, "bad_schedule"],
      ["issue", { ...issue, previewText: "p".repeat(201) }, 400, "bad_preview_text"],
      ["issue", { ...issue, previewText: 7 }, 400, "bad_preview_text"],
      ["draft", { language: "en" }, 400, "no_markdown"],
      ["draft", { ...issue, schedule: "tomorrow" }, 400, "bad_schedule"],
      ["lessonPreview", { course: "Alpha!", lesson: "one", language: "en" }, 400, "invalid_course"],
      ["lessonPreview", { course: "alpha", lesson: "", language: "en" }, 400, "invalid_lesson"],
      ["courseTest", { course: "alpha", language: "fi" }, 400, "invalid_language"],
    ];
    for (const [route, payload, status, code] of refusals) {
      expect({ route, payload, ...(await post(route, payload)) }).toEqual({
        route,
        payload,
        status,
        body: { error: code },
      });
    }
  });

  it("hands the handler the checked form: trimmed, folded, in ms", async () => {
    expect((await post("address", { email: " a@example.org " })).body).toEqual({ email: "a@example.org" });
    expect(
      (await post("liftSuppression", { email: "a@example.org", reason: " asked\n\tby phone " })).body,
    ).toEqual({ email: "a@example.org", reason: "asked by phone" });
    const scheduleAt = "2026-03-02T10:00:00Z";
    expect(
      (await post("issue", { ...issue, course: "", scheduleAt, previewText: " a\nb ", draftId: "d1" })).body,
    ).toEqual({
      ...issue,
      course: null,
      scheduleAt: Date.parse(scheduleAt),
      previewText: "a b",
      draftId: "d1",
    });
    expect((await post("draft", { ...issue, previewText: "  ", schedule: "" })).body).toEqual({
      ...issue,
      previewText: null,
      course: null,
      schedule: "",
    });
  });
});
