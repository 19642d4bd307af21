/**
 * Links the first use of each glossary term in a lesson's HTML to its entry on the glossary page
 * (`/se/glossary#grundavdrag`). It matches the term and its inflected forms (grundavdraget,
 * skattereduktionen) in either language, since the English lessons name the Swedish terms, and never
 * inside a heading, a link, a table header or code. The links are site-relative; the lesson mails
 * make them absolute.
 */

import { glossaryPath } from "#shared/paths.ts";
import type { Language } from "#shared/site.ts";
import type { GlossaryTerm } from "../../content/glossary/glossary-schema";
import { glossaryTerms } from "../../content/glossary/terms";

/** Swedish endings of the definite and plural forms, longest first. */
const endings = "(?:arnas|ernas|arna|erna|ens|ets|en|et|er|ar|na|n|s)?";

/** Elements whose text must stay as it is. */
const skipped = new Set(["a", "h1", "h2", "h3", "h4", "h5", "h6", "th", "code", "pre"]);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function formsOf(term: GlossaryTerm): string[] {
  const base = term.term.replace(/\s*\(.*?\)/g, "");
  return [base, ...(term.forms ?? [])].sort((a, b) => b.length - a.length);
}

/** One pattern with a group per term, longest forms first, so that the longest match wins. */
export function termPattern(terms: readonly GlossaryTerm[]): RegExp {
  const ordered = [...terms].sort((a, b) => (formsOf(b)[0]?.length ?? 0) - (formsOf(a)[0]?.length ?? 0));
  const groups = ordered.map(
    (term) =>
      `(${formsOf(term)
        .map((form) => escapeRegExp(form).replace(/ /g, "\\s+"))
        .join("|")})${endings}`,
  );
  // Whole words only: not the "avdrag" in "reseavdrag", nor inside a hyphenated compound.
  return new RegExp(
    `(?<![\\p{L}\\p{N}-])(?:${groups.map((group) => `(?:${group})`).join("|")})(?![\\p{L}\\p{N}-])`,
    "giu",
  );
}

function termsInPatternOrder(terms: readonly GlossaryTerm[]): GlossaryTerm[] {
  return [...terms].sort((a, b) => (formsOf(b)[0]?.length ?? 0) - (formsOf(a)[0]?.length ?? 0));
}

/** Adds the links to rendered HTML; `terms` is for tests. */
export function linkGlossaryTerms(
  html: string,
  language: Language,
  terms: readonly GlossaryTerm[] = glossaryTerms,
): string {
  const pattern = termPattern(terms);
  const ordered = termsInPatternOrder(terms);
  const linked = new Set<string>();
  const open: string[] = [];
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      const tag = /^<(\/?)([a-z][a-z0-9]*)\b[^>]*?(\/?)>$/i.exec(part);
      if (tag) {
        const name = (tag[2] ?? "").toLowerCase();
        if (skipped.has(name) && !tag[3]) {
          if (tag[1]) open.splice(open.lastIndexOf(name), 1);
          else open.push(name);
        }
        return part;
      }
      if (open.length > 0 || part === "") return part;
      return part.replace(pattern, (match, ...groups: unknown[]) => {
        const index = groups.findIndex((group) => typeof group === "string");
        const term = ordered[index];
        if (!term || linked.has(term.id)) return match;
        linked.add(term.id);
        return `<a href="${glossaryPath(language, term.id)}">${match}</a>`;
      });
    })
    .join("");
}
