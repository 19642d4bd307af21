/**
 * The calculator's inputs live in the address's fragment (`/{lang}/calculator#year=2026&salary=…`):
 * a browser never sends the fragment to a server, so a reader's salary reaches no access log, and a
 * result can still be bookmarked and shared. An address from before issue 50 carried them in the
 * query (`?year=…&salary=…`); it still opens, and the page moves its inputs into the fragment.
 */

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
