/**
 * The calculator's inputs live in the address's fragment (`/{lang}/calculator#year=2026&salary=…`):
 * a browser never sends the fragment to a server, so a reader's salary reaches no access log, and a
 * result can still be bookmarked and shared. An address from before issue 50 carried them in the
 * query (`?year=…&salary=…`); it still opens, and the page moves its inputs into the fragment.
 */
import type { Language } from "#shared/site.ts";
import { readNumber } from "./read-amount";

/** The names an address may carry (stable, so that links keep working; docs/tax-calculator.md). */
export const addressNames = [
  "year",
  "salary",
  "period",
  "born",
  "rate",
  "municipality",
  "pension",
  "travel",
  "interest",
  "isk",
  "rot",
  "rut",
  "paid",
  // Beside the names: the answers to the page's own questions and choices.
  "church",
  "loan",
  "rot50",
  "sold",
  "confirm",
] as const;

export interface AddressInputs {
  params: URLSearchParams;
  /** The inputs came from an old query address: the page moves them into the fragment. */
  fromQuery: boolean;
}

const carriesInputs = (params: URLSearchParams) => addressNames.some((name) => params.has(name));

export function readAddress(hash: string, search: string): AddressInputs {
  const fragment = new URLSearchParams(hash.replace(/^#/, ""));
  if (carriesInputs(fragment)) return { params: fragment, fromQuery: false };
  const query = new URLSearchParams(search);
  if (carriesInputs(query)) {
    const moved = new URLSearchParams();
    for (const [name, value] of query)
      if ((addressNames as readonly string[]).includes(name)) moved.append(name, value);
    return { params: moved, fromQuery: true };
  }
  return { params: fragment, fromQuery: false };
}

/** The fragment for a submitted form: numbers in one form both languages read (digits and a point),
 * anything else as typed, so that the page can say what is wrong or ask which was meant. */
export function fragmentFor(form: FormData, language: Language): string {
  const params = new URLSearchParams();
  for (const name of addressNames) {
    const text = String(form.get(name) ?? "").trim();
    if (text === "") continue;
    const reading = numeric.has(name)
      ? readNumber(text, language, { percentAllowed: name === "rate" || name === "church" })
      : null;
    params.set(name, reading?.kind === "number" ? String(reading.value) : text);
  }
  return params.toString();
}

const numeric = new Set<string>([
  "salary",
  "pension",
  "paid",
  "travel",
  "interest",
  "isk",
  "rot",
  "rut",
  "rate",
  "church",
]);

/** The address with a question's answer applied (null removes a name). */
export function answered(params: URLSearchParams, patch: Record<string, string | null>): string {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(patch)) {
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  return next.toString();
}
