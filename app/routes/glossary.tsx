import { glossaryPath, pathTo } from "#shared/paths.ts";
import { type Language, languageInfo } from "#shared/site.ts";
import { Breadcrumbs } from "../components/breadcrumbs";
import { JsonLd } from "../components/json-ld";
import { PageMeta } from "../components/page-meta";
import { languageOfRequest } from "../content/page-data.server";
import type { GlossaryEntry } from "../features/glossary/glossary-page-data.server";
import { glossaryPageData } from "../features/glossary/glossary-page-data.server";
import { useI18n } from "../i18n/i18n-context";
import { absoluteUrl } from "../lib/seo";
import { breadcrumbNode, organizationRef } from "../lib/structured-data";
import type { Route } from "./+types/glossary";

export function loader({ request }: Route.LoaderArgs) {
  return glossaryPageData(languageOfRequest(request));
}

/** `letter-a`, and for Å, Ä and Ö ids in plain ASCII (`letter-aring`). */
const letterId = (letter: string) =>
  `letter-${{ Å: "aring", Ä: "auml", Ö: "ouml" }[letter] ?? letter.toLowerCase()}`;

/** Every Swedish tax term the courses use: an A–Ö index, then the terms by letter, each its own anchor. */
export default function GlossaryPage({ loaderData }: Route.ComponentProps) {
  const { words, entries, letters } = loaderData;
  const { language } = useI18n();
  const inLanguage = languageInfo[language].htmlLang;
  const here = glossaryPath(language);
  const url = absoluteUrl(here);
  const groups = letters
    .map((letter) => ({ letter, entries: entries.filter((entry) => entry.letter === letter) }))
    .filter((group) => group.entries.length > 0);
  const trail = [
    { name: words.home, path: pathTo(language, "home") },
    { name: words.kicker, path: here },
  ];
  const termSet = {
    "@type": "DefinedTermSet",
    "@id": `${url}#terms`,
    name: words.title,
    description: words.metaDescription,
    url,
    inLanguage,
    publisher: organizationRef,
    hasDefinedTerm: entries.map((entry) => ({
      "@type": "DefinedTerm",
      "@id": `${url}#${entry.id}`,
      name: entry.term,
      alternateName: entry.gloss,
      description: entry.explanation,
      url: `${url}#${entry.id}`,
      inLanguage,
      inDefinedTermSet: { "@id": `${url}#terms` },
    })),
  };
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <PageMeta title={words.metaTitle} description={words.metaDescription} />
      <JsonLd graph={[termSet, breadcrumbNode(trail)]} />
      <Breadcrumbs label={words.breadcrumb} trail={trail} />
      <header className="mt-6">
        <p className="text-sm font-semibold uppercase tracking-wide text-emerald-800">{words.kicker}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{words.title}</h1>
        <p className="mt-4 text-lg text-slate-700">{words.intro}</p>
      </header>
      <nav aria-label={words.index} className="mt-8">
        <ul className="flex flex-wrap gap-1">
          {letters.map((letter) => (
            <li key={letter}>
              {groups.some((group) => group.letter === letter) ? (
                <a
                  href={`#${letterId(letter)}`}
                  className="inline-flex size-11 items-center justify-center rounded-lg border border-slate-300 font-semibold text-brand-800 hover:border-brand-600 hover:bg-brand-50"
                >
                  {letter}
                </a>
              ) : (
                <span className="inline-flex size-11 items-center justify-center text-slate-500">
                  {letter}
                </span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group) => (
        <section key={group.letter} aria-labelledby={letterId(group.letter)} className="mt-10">
          <h2
            id={letterId(group.letter)}
            className="border-b border-slate-200 pb-2 text-2xl font-bold text-slate-900"
          >
            {group.letter}
          </h2>
          <dl className="mt-4 space-y-6">
            {group.entries.map((entry) => (
              <GlossaryItem key={entry.id} entry={entry} glossLabel={words.gloss} language={language} />
            ))}
          </dl>
        </section>
      ))}
      <p className="mt-12 rounded-2xl bg-slate-100 p-5 text-sm text-slate-700">{words.disclaimer}</p>
    </article>
  );
}

/** One term: its Swedish name, the explanation, the English gloss and where it goes in the return. */
function GlossaryItem({
  entry,
  glossLabel,
  language,
}: {
  entry: GlossaryEntry;
  glossLabel: string;
  language: Language;
}) {
  return (
    <div
      id={entry.id}
      className="-mx-3 rounded-xl px-3 py-2 target:bg-brand-50 target:outline-2 target:outline-brand-600"
    >
      <dt lang={language === "en" ? "sv" : undefined} className="text-lg font-semibold text-slate-900">
        {entry.term}
      </dt>
      <dd className="mt-1 text-slate-800">{entry.explanation}</dd>
      <dd className="mt-1 text-sm text-slate-600">
        {glossLabel} <span lang={language === "se" ? "en" : undefined}>{entry.gloss}</span>
      </dd>
      {entry.where && <dd className="mt-1 text-sm font-medium text-slate-700">{entry.where}</dd>}
    </div>
  );
}
