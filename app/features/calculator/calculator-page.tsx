import { useEffect, useSyncExternalStore } from "react";
import { useLocation, useNavigate } from "react-router";
import { calculatorPath, pathTo } from "#shared/paths.ts";
import { languageInfo } from "#shared/site.ts";
import { Breadcrumbs } from "../../components/courses/breadcrumbs";
import { JsonLd } from "../../components/json-ld";
import { PageMeta } from "../../components/page-meta";
import type { CalculatorLessons } from "../../content/calculator-page-data.server";
import { useI18n } from "../../i18n/i18n-context";
import { absoluteUrl } from "../../lib/seo";
import { breadcrumbNode, organizationRef } from "../../lib/structured-data";
import { readAddress } from "./address";
import { CalculatorForm } from "./calculator-form";
import { CalculatorNotes } from "./calculator-notes";
import { calculatorValues } from "./calculator-values";
import { LineExplanations } from "./line-explanations";
import { resultNotes, resultSummary } from "./result-summary";
import { type CalculatorInputs, calculatorSearch, parseCalculatorQuery } from "./tax/calculator-query";
import { computeTax } from "./tax/compute-tax";
import { type TaxYear, taxYears, yearConstants } from "./tax/constants";
import { TaxResults, type YearResult } from "./tax-results";
import type { CalculatorDictionary } from "./words/calculator-en";

const noSubscription = () => () => {};
/** False while hydrating (the pre-rendered HTML has no query), true after: the result then renders
 * from the address without a hydration mismatch. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

function computeYears(inputs: CalculatorInputs, first: TaxYear): YearResult[] {
  const order = [first, ...taxYears.filter((year) => year !== first)];
  return order.map((year) => {
    const rate = inputs.rate ?? yearConstants[year].averageMunicipalRate.value;
    const input = {
      salary: inputs.salary,
      pension: inputs.pension,
      municipalRate: rate,
      birthYear: inputs.born,
    };
    return { year, rate, income: inputs.salary + inputs.pension, result: computeTax(input, year) };
  });
}

/** The income tax calculator (issue 38): the reader's own tax for 2025 and 2026, line by line, worked
 * out in the browser from the inputs in the address. */
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
  const query = parseCalculatorQuery(address.params, language);
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
  const years = query.inputs ? computeYears(query.inputs, query.year) : [];
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
      <p className="mt-4 text-lg text-slate-700">{words.intro}</p>
      <p className="mt-2 text-slate-700">{words.privacy}</p>
      <noscript>
        <p className="mt-2 font-medium text-slate-900">{words.noScript}</p>
      </noscript>
      {query.uncoveredYear ? <p className="mt-4 text-slate-800">{words.year2024}</p> : null}
      <div className="mt-8 rounded-2xl border border-slate-200 p-5 sm:p-6">
        <CalculatorForm
          words={words}
          values={values}
          language={language}
          query={query}
          hydrated={hydrated}
          onSubmit={(form) =>
            navigate(
              { search: "", hash: `#${calculatorSearch(form, language)}` },
              { preventScrollReset: true },
            )
          }
        />
      </div>
      <section aria-labelledby="calculator-results" className="mt-10">
        <h2 id="calculator-results" className="text-xl font-semibold text-slate-900">
          {words.resultsTitle}
        </h2>
        {/* Always in the page, so that screen readers announce what is put into it. */}
        <p aria-live="polite" className="mt-2 font-medium text-slate-900">
          {resultSummary(words, language, years)}
        </p>
        {years.length > 0 ? (
          <div className="mt-4">
            <TaxResults words={words} language={language} years={years} />
            {resultNotes(words, language, years).map((note) => (
              <p key={note} className="mt-3 text-sm text-slate-700">
                {note}
              </p>
            ))}
          </div>
        ) : null}
      </section>
      <LineExplanations words={words} values={values} lessons={lessons} />
      <CalculatorNotes words={words} values={values} />
    </article>
  );
}
