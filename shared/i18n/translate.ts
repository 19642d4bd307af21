import type {
  en,
  enCoursePage,
  enCourseStopPage,
  enGlossaryPage,
  enLegalText,
  enLessonCalculators,
  enMail,
  enNewsletterPages,
} from "#shared/i18n/en.ts";
import { type NewsletterMode, newsletterMode } from "#shared/site.ts";

/** The shape every language must have: English defines it, the other languages are checked against it. */
export type Dictionary = typeof en;
/** The newsletter mails' wording, kept apart so that no page bundle carries it. */
export type MailDictionary = typeof enMail;
/** The course and lesson pages' wording, passed by their loaders rather than carried by every page. */
export type CoursePageDictionary = typeof enCoursePage;
/** The legal documents' summaries and sections and the legal pages' labels, passed by those pages'
 * loaders: about 7 KB brotli a language that no other page should load (docs/decisions/043). */
export type LegalTextDictionary = typeof enLegalText;
/** The lesson calculators' wording, passed by a lesson's loader for the calculators it places (issue 38). */
export type LessonCalculatorsDictionary = typeof enLessonCalculators;
/** What a lesson's loader passes: the shared words and those of the calculators it places. */
export type LessonCalculatorWords = Pick<LessonCalculatorsDictionary, "common"> &
  Partial<Omit<LessonCalculatorsDictionary, "common">>;
/** The stop-course pages' wording (live mode), passed by their loaders too. */
export type CourseStopDictionary = typeof enCourseStopPage;
/** The live newsletter's pages' wording (confirm, unsubscribe, an expired link), passed by their loaders. */
export type NewsletterPagesDictionary = typeof enNewsletterPages;
/** The glossary page's wording (issue 36), passed by its loader with the terms. */
export type GlossaryPageDictionary = typeof enGlossaryPage;

/** Dotted paths to the leaves of `T` whose value is of type `V`, e.g. "hero.title". */
type KeysOfType<T, V> = {
  [K in keyof T & string]: T[K] extends V
    ? K
    : T[K] extends readonly unknown[]
      ? never
      : T[K] extends object
        ? `${K}.${KeysOfType<T[K], V>}`
        : never;
}[keyof T & string];

export type TextKey = KeysOfType<Dictionary, string>;
export type ListKey = KeysOfType<Dictionary, readonly string[]>;
export type Values = Record<string, string | number>;

/** A text that differs between the newsletter's modes; looked up as
 * ``t(`courses.subtitle.${newsletterMode}`)`` or, in legal texts, resolved by `forMode`. */
export type PerMode<T> = { simulated: T; live: T };
export type ModeText<T> = T | PerMode<T>;

function isPerMode(value: unknown): value is PerMode<unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) && "simulated" in value;
}

/** `T` with every per-mode pair, at any depth, replaced by one of its variants. */
export type ForMode<T> =
  T extends PerMode<infer U>
    ? ForMode<U>
    : T extends readonly (infer E)[]
      ? readonly ForMode<E>[]
      : T extends object
        ? { [K in keyof T]: ForMode<T[K]> }
        : T;

/** `value` with each per-mode pair in it replaced by its variant for `mode` (by default the build's):
 * one text, a list of paragraphs, or a whole legal document. */
export function forMode<T>(value: T, mode: NewsletterMode = newsletterMode): ForMode<T> {
  const chosen: unknown = isPerMode(value) ? value[mode] : value;
  if (Array.isArray(chosen)) return chosen.map((item) => forMode(item, mode)) as ForMode<T>;
  if (typeof chosen === "object" && chosen !== null) {
    return Object.fromEntries(
      Object.entries(chosen).map(([key, child]) => [key, forMode(child, mode)]),
    ) as ForMode<T>;
  }
  return chosen as ForMode<T>;
}

/** `text` with its `{name}` placeholders filled from `values`; unknown names stay visible. */
export function fill(text: string, values?: Values): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}

function lookup(dictionary: Dictionary, key: string): unknown {
  let node: unknown = dictionary;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** The text at `key`, with `{name}` placeholders filled from `values`. A missing text shows the key
 * itself (SPEC.md §3), which makes the gap visible instead of blank. */
export function translate(dictionary: Dictionary, key: TextKey, values?: Values): string {
  const text = lookup(dictionary, key);
  return typeof text === "string" ? fill(text, values) : key;
}

/** A list of paragraphs or bullet points; a missing list shows its key as its one item. */
export function translateList(dictionary: Dictionary, key: ListKey): readonly string[] {
  const list = lookup(dictionary, key);
  return Array.isArray(list) && list.every((item) => typeof item === "string") ? list : [key];
}
