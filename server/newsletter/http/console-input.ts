/** Reading a console request's JSON body: the fields, an address, a language. */
import { type Language, languages } from "../../../app/config/site.ts";
import { checkAddress } from "../domain/addresses.ts";
import { ClientError, type Fields } from "./request-input.ts";

export function fieldsOf(body: unknown): Fields {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new ClientError(400, "malformed_body");
  }
  return body as Fields;
}

export function addressField(fields: Fields, name = "email"): string {
  const problem = checkAddress(fields[name]);
  if (problem) throw new ClientError(400, problem);
  return (fields[name] as string).trim();
}

export function languageField(fields: Fields): Language {
  const { language } = fields;
  if (!languages.includes(language as Language)) throw new ClientError(400, "invalid_language");
  return language as Language;
}
