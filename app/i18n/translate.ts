import type { en, enMail } from "./en";

/** The shape every language must have: English defines it, the other languages are checked against it. */
export type Dictionary = typeof en;
/** The newsletter mails' wording, kept apart so that no page bundle carries it. */
export type MailDictionary = typeof enMail;

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
  if (typeof text !== "string") return key;
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}

/** A list of paragraphs or bullet points; a missing list shows its key as its one item. */
export function translateList(dictionary: Dictionary, key: ListKey): readonly string[] {
  const list = lookup(dictionary, key);
  return Array.isArray(list) && list.every((item) => typeof item === "string") ? list : [key];
}
