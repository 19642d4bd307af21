import { createContext, type ReactNode, use, useMemo } from "react";
import {
  type Dictionary,
  type ListKey,
  type TextKey,
  translate,
  translateList,
  type Values,
} from "#shared/i18n/translate.ts";
import type { Language } from "#shared/site.ts";

type I18n = {
  language: Language;
  /** The whole dictionary, for what is read by section rather than by key (a page's <head> texts). */
  dictionary: Dictionary;
  t: (key: TextKey, values?: Values) => string;
  list: (key: ListKey) => readonly string[];
};

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({
  language,
  dictionary,
  children,
}: {
  language: Language;
  dictionary: Dictionary;
  children: ReactNode;
}) {
  const value = useMemo<I18n>(
    () => ({
      language,
      dictionary,
      t: (key, values) => translate(dictionary, key, values),
      list: (key) => translateList(dictionary, key),
    }),
    [language, dictionary],
  );
  return <I18nContext value={value}>{children}</I18nContext>;
}

/** The current language and its text lookups; only available inside a language layout. */
export function useI18n(): I18n {
  const i18n = use(I18nContext);
  if (!i18n) throw new Error("useI18n must be used inside <I18nProvider>");
  return i18n;
}
