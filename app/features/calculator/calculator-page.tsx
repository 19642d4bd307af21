import { useEffect, useRef, useSyncExternalStore } from "react";
import { useLocation, useNavigate } from "react-router";
import { calculatorPath, pathTo } from "#shared/paths.ts";
import { languageInfo } from "#shared/site.ts";
import { Breadcrumbs } from "../../components/breadcrumbs";
import { JsonLd } from "../../components/json-ld";
import { PageMeta } from "../../components/page-meta";
import { useI18n } from "../../i18n/i18n-context";
import { absoluteUrl } from "../../lib/seo";
import { breadcrumbNode, organizationRef } from "../../lib/structured-data";
import { answered, fragmentFor, readAddress } from "./address";
import { CalculatorForm } from "./calculator-form";
import { CalculatorNotes } from "./calculator-notes";
import type { CalculatorLessons } from "./calculator-page-data.server";
import { calculatorValues } from "./calculator-values";
import { computeYears } from "./compute-years";
import { LineExplanations } from "./line-explanations";
import { readInputs } from "./read-inputs";
import { ResultSection } from "./result-section";
import type { CalculatorDictionary } from "./words/calculator-en";

const noSubscription = () => () => {};
/** False while hydrating (the pre-rendered HTML has no fragment), true after: the result then
 * renders from the address without a hydration mismatch. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The income tax calculator (issues 38 and 50): the reader's return for 2026 with 2025 beside it,
 * worked out in the browser from the inputs in the address's fragment. */
export function CalculatorPage({
  words,
  lessons,
}: {
  words: CalculatorDictionary;
  lessons: CalculatorLessons;
}) {
  const { language } = useI18n();
  // The router's location and navigate, rather than useSearchParams, which would add its code to
  // every page's shared chunk (the home page must not load more script).
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const address = readAddress(hydrated ? hash : "", hydrated ? search : "");
  const read = readInputs(address.params, language);
  // An old query address: its inputs move into the fragment (history.replaceState through the
  // router), so that they are not sent again on a reload.
  const moveToFragment = address.fromQuery ? address.params.toString() : null;
  useEffect(() => {
    if (moveToFragment !== null)
      navigate(
        { pathname, search: "", hash: `#${moveToFragment}` },
        { replace: true, preventScrollReset: true },
      );
  }, [moveToFragment, pathname, navigate]);
  const years = read.inputs ? computeYears(read.inputs) : [];
  const go = (fragment: string) => {
    asked.current = true;
    navigate({ search: "", hash: `#${fragment}` }, { preventScrollReset: true });
  };
  // Result first: after a submit that computes, focus (and so scroll) moves to the answer.
  const asked = useRef(false);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const computed = years.length > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new address (`hash`)
  useEffect(() => {
    if (!asked.current) return;
    asked.current = false;
    if (computed) resultHeading.current?.focus();
  }, [hash, computed]);

  const values = calculatorValues(language);
  const here = calculatorPath(language);
  const trail = [
    { name: words.home, path: pathTo(language, "home") },
    { name: words.title, path: here },
  ];
  const application = {
    "@type": "WebApplication",
    name: words.appName,
    description: words.metaDescription,
    url: absoluteUrl(here),
    inLanguage: languageInfo[language].htmlLang,
    applicationCategory: "FinanceApplication",
    operatingSystem: "Any",
    browserRequirements: "Requires JavaScript",
    isAccessibleForFree: true,
    offers: { "@type": "Offer", price: 0, priceCurrency: "SEK" },
    publisher: organizationRef,
  };
  return (
    <article className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <PageMeta title={words.metaTitle} description={words.metaDescription} />
      <JsonLd graph={[application, breadcrumbNode(trail)]} />
      <Breadcrumbs label={words.breadcrumb} trail={trail} />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{words.title}</h1>
      <p className="mt-4 text-lg text-slate-700 print:hidden">{words.intro}</p>
      <p className="mt-2 text-slate-700 print:hidden">{words.privacy}</p>
      <noscript>
        <p className="mt-2 font-medium text-slate-900">{words.noScript}</p>
      </noscript>
      {read.uncoveredYear ? <p className="mt-4 text-slate-800">{words.year2024}</p> : null}
      <ResultSection
        words={words}
        language={language}
        lessons={lessons}
        inputs={read.inputs}
        years={years}
        headingRef={resultHeading}
        fragment={address.params.toString()}
        onRestore={go}
      />
      <div className="mt-8 rounded-2xl border border-slate-200 p-5 sm:p-6 print:hidden">
        <CalculatorForm
          words={words}
          values={values}
          language={language}
          read={read}
          hydrated={hydrated}
          onSubmit={(form) => go(fragmentFor(form, language))}
          onAnswer={(patch) => go(answered(address.params, patch))}
        />
      </div>
      <LineExplanations words={words} values={values} lessons={lessons} />
      <CalculatorNotes words={words} values={values} />
    </article>
  );
}
