/**
 * The `::calculator[kind]` line of a lesson (docs/writing-lessons.md): found and checked by the parser,
 * rendered by render-markdown.ts as a placeholder the lesson page mounts its calculator in, or, in a
 * lesson mail, as a paragraph that links to that calculator on the lesson's page.
 */
import type { RendererExtension, TokenizerExtension, Tokens } from "marked";
import type { Language } from "#shared/site.ts";
import { type CalculatorKind, calculatorKinds, isCalculatorKind } from "./lessons/kinds.ts";

const directiveLine = /^::calculator\[([^\]\n]*)\][ \t]*$/gm;

/** The kinds a lesson's Markdown places, in order (known or not). */
export function calculatorDirectives(markdown: string): string[] {
  return [...markdown.matchAll(directiveLine)].map((match) => (match[1] ?? "").trim());
}

/** The known kinds a lesson places, for its page's loader. */
export function calculatorKindsIn(markdown: string): CalculatorKind[] {
  return calculatorDirectives(markdown).filter(isCalculatorKind);
}

/** The directive lines taken out, for counting a lesson's words. */
export function withoutDirectives(markdown: string): string {
  return markdown.replace(directiveLine, "");
}

/** What the build refuses: an unknown kind, or one kind placed twice (its id would not be unique). */
export function directiveProblems(markdown: string): string[] {
  const kinds = calculatorDirectives(markdown);
  return kinds.flatMap((kind, index) => {
    if (!isCalculatorKind(kind)) {
      return [`::calculator[${kind}]: unknown kind; use one of ${calculatorKinds.join(", ")}`];
    }
    return kinds.indexOf(kind) < index ? [`::calculator[${kind}]: placed twice`] : [];
  });
}

export const calculatorId = (kind: CalculatorKind) => `calculator-${kind}`;

const words: Record<Language, { noScript: string; mailLead: string; mailLink: string }> = {
  en: {
    noScript: "The calculator needs JavaScript; the worked example above shows the computation.",
    mailLead: "Work it out with your own figures:",
    mailLink: "the calculator on the lesson’s page",
  },
  se: {
    noScript: "Räknaren behöver JavaScript; räkneexemplet ovan visar hur du räknar.",
    mailLead: "Räkna med dina egna siffror:",
    mailLink: "räknaren på lektionens sida",
  },
};

interface CalculatorToken extends Tokens.Generic {
  type: "calculator";
  kind: CalculatorKind;
}

/**
 * A marked extension for the directive. `mailLink` is the lesson page's path: given, the line becomes
 * the mail's paragraph with a link to `<mailLink>#calculator-<kind>`; otherwise the page's placeholder.
 */
export function calculatorExtension(
  language: Language,
  mailLink?: string,
): TokenizerExtension & RendererExtension {
  return {
    name: "calculator",
    level: "block",
    start: (source) => /^::calculator\[/m.exec(source)?.index,
    tokenizer(source) {
      const match = /^::calculator\[([a-z-]+)\][ \t]*(?:\n+|$)/.exec(source);
      if (!match?.[1] || !isCalculatorKind(match[1])) return undefined;
      return { type: "calculator", raw: match[0], kind: match[1] } satisfies CalculatorToken;
    },
    renderer(token) {
      const { kind } = token as CalculatorToken;
      const text = words[language];
      if (mailLink !== undefined) {
        return `<p>${text.mailLead} <a href="${mailLink}#${calculatorId(kind)}">${text.mailLink}</a></p>\n`;
      }
      return `<div class="calculator-slot" data-calculator="${kind}" id="${calculatorId(kind)}"><p class="calculator-note">${text.noScript}</p></div>\n`;
    },
  };
}
