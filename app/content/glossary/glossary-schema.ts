/**
 * The glossary's contract: every term has its Swedish name, an English gloss and an explanation written
 * in each language (a twin missing fails the build), and names only the places in the return that
 * ../shared/course-facts.md gives with confidence A or B (7.3, 7.4 and 8.3 too since 2026-11-28).
 */
import { z } from "zod";

/** Boxes, forms and sections of Inkomstdeklaration 1 the facts file confirms. */
export const returnPlaces = [
  "1.1",
  "1.4",
  "1.5",
  "2.1",
  "2.4",
  "7.2",
  "7.3",
  "7.4",
  "8.1",
  "8.3",
  "8.8",
  "9.2",
  "10.6",
  "Övriga upplysningar",
  "K4",
] as const;
export type ReturnPlace = (typeof returnPlaces)[number];

const text = (max: number) => z.string().trim().min(20).max(max);

export const glossaryTermSchema = z.strictObject({
  /** The Swedish term as Skatteverket writes it; its anchor on the page is derived from it. */
  term: z.string().trim().min(2).max(60),
  /** A short English rendering, shown in both languages. */
  gloss: z.string().trim().min(2).max(80),
  /** Plain explanations, each written in its own language (not translated word for word). */
  en: text(600),
  se: text(600),
  /** Other forms the lessons use (inflections, the short form), linked to the term on first use. */
  forms: z.array(z.string().trim().min(2)).optional(),
  /** Where the term goes in the return, when one place applies. */
  where: z.array(z.enum(returnPlaces)).min(1).optional(),
});

export type GlossaryTermInput = z.input<typeof glossaryTermSchema>;
export type GlossaryTerm = z.output<typeof glossaryTermSchema> & { id: string };

/** The term's anchor: `#grundavdrag`, `#ovriga-upplysningar`, `#f-skatt`. */
export function termId(term: string): string {
  return term
    .replace(/\(.*?\)/g, "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Checks every term and lists every problem at once; throws when there is one. */
export function parseGlossary(input: readonly unknown[]): GlossaryTerm[] {
  const problems: string[] = [];
  const terms: GlossaryTerm[] = [];
  const seen = new Set<string>();
  input.forEach((raw, index) => {
    const result = glossaryTermSchema.safeParse(raw);
    const name = (raw as { term?: string } | null)?.term ?? `#${index}`;
    if (!result.success) {
      for (const issue of result.error.issues)
        problems.push(`${name}: ${issue.path.join(".")} ${issue.message}`);
      return;
    }
    const id = termId(result.data.term);
    if (seen.has(id)) problems.push(`${name}: the anchor #${id} is used twice`);
    seen.add(id);
    terms.push({ ...result.data, id });
  });
  if (problems.length > 0) throw new Error(`The glossary is not valid:\n${problems.join("\n")}`);
  return terms;
}
