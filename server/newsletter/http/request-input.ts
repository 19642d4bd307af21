/** Reading what a client sent: the body parsers the API accepts and the checks on each field. */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Language } from "../../../app/config/site.ts";
import { languageOf } from "../domain/language.ts";

export type Fields = Record<string, unknown>;

/** A client mistake, answered with its status and a stable code the front end can map to a message. */
export class ClientError extends Error {
  readonly statusCode: number;
  readonly code: string;
  constructor(statusCode: number, code: string) {
    super(code);
    this.statusCode = statusCode;
    this.code = code;
  }
}

/** A form's fields; a name sent more than once (the sign-up's course boxes) keeps every value, in order. */
function formFields(body: string): Fields {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const before = fields[name];
    fields[name] = before === undefined ? value : [before, value].flat();
  }
  return fields;
}

/** JSON (Fastify's own parser), HTML forms, and multipart only so RFC 8058 one-click POSTs in that
 * encoding are accepted; anything else (text/plain included) is 415. */
export function registerBodyParsers(app: FastifyInstance): void {
  app.removeContentTypeParser("text/plain");
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) => done(null, formFields(body as string)),
  );
  // The one-click body carries nothing we need (the token is in the URL), so its parts are not read.
  app.addContentTypeParser("multipart/form-data", { parseAs: "string" }, (_request, _body, done) =>
    done(null, { multipart: true }),
  );
}

export function isFormRequest(request: FastifyRequest): boolean {
  const type = request.headers["content-type"] ?? "";
  return type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data");
}

export function fieldsOf(request: FastifyRequest): Fields {
  const { body } = request;
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new ClientError(400, "malformed_body");
  }
  return body as Fields;
}

/** For redirects before or without a valid body: the field, then `?lang=`, then English. */
export function pageLanguage(request: FastifyRequest): Language {
  const body = request.body as Fields | undefined;
  const query = request.query as Fields | undefined;
  return languageOf(body?.language) ?? languageOf(query?.lang) ?? "en";
}

/** Which wording of the form the reader saw: a short label the front end chooses, e.g. "2026-11-23". */
export function formVersionOf(value: unknown, fallback: string): string {
  if (value === undefined || value === "") return fallback;
  if (typeof value !== "string" || !/^[\w.-]{1,64}$/.test(value)) {
    throw new ClientError(400, "invalid_form_version");
  }
  return value;
}
