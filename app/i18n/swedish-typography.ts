/**
 * The Swedish typography rule (docs/decisions/019), as one check that the dictionary test and the
 * end-to-end test over the pre-rendered Swedish pages share: a no-break space (U+00A0) between the
 * groups of a number and between a number and its unit (`625 800 kr`, `50 %`, `9 kap. 28 §`), and
 * an en dash, not a hyphen, in a range of days (`7–10 april`).
 */
const rules: [RegExp, string][] = [
  [/\d[ \t\n]+\d/g, "plain space between digits (use U+00A0)"],
  [/\d[ \t\n]+(?:kr\b|%|§|kap\.)/g, "plain space before kr, %, § or kap. (use U+00A0)"],
  [/\d(?:kr\b|%|§)/g, "no space before kr, % or § (Swedish writes 50 %)"],
  [/(?<![\d-])\d{1,2}-\d{1,2}(?![\d-])/g, "hyphen in a range (use the en dash –)"],
];

/** Every break of the rule in `text`, each with a little context, or none. */
export function typographyErrors(text: string): string[] {
  return rules.flatMap(([pattern, problem]) =>
    [...text.matchAll(pattern)].map((match) => {
      const start = Math.max(0, match.index - 20);
      return `${problem}: “${text.slice(start, match.index + match[0].length + 10)}”`;
    }),
  );
}
