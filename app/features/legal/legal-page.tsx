import { formatDate } from "#shared/format-date.ts";
import { fill, type Values } from "#shared/i18n/translate.ts";
import { newsletterRetention } from "#shared/newsletter-retention.ts";
import { company, legalLastUpdated, processors, serverLogRetentionDays } from "#shared/site.ts";
import { PageMeta } from "../../components/page-meta";
import { useI18n } from "../../i18n/i18n-context";
import { type LegalPageName, pageMetaText, pageSection } from "../../i18n/page-text";
import type { LegalPageData } from "./legal-page-data.server";
import { type LegalBlock, LegalSection, sectionId } from "./legal-section";

/** Privacy, cookies and terms: a title, the last-updated date, a summary, a table of contents and the
 * sections in the legal text's order, in the newsletter mode's variant (chosen by the loader). The
 * contact section ends with the company's details. The title and <head> come from the dictionary,
 * the rest from the loader's data (docs/decisions/043). */
export function LegalPage({ page, text }: { page: LegalPageName; text: LegalPageData }) {
  const { language, dictionary } = useI18n();
  const { document, labels } = text;
  const sections = Object.entries(document.sections) as [string, LegalBlock][];
  // The operator's details, in one place (shared/site.ts); a bracketed note until they are set.
  const values: Values = {
    hostingProvider: processors.hosting ?? labels.hostingPlaceholder,
    mailProvider: processors.mail ?? labels.mailPlaceholder,
    logRetentionDays: serverLogRetentionDays,
    // The newsletter's retentions: the figures the server's purge enforces (decision 031).
    ...newsletterRetention,
  };
  const meta = pageMetaText(dictionary, page);
  const title = dictionary[pageSection[page]].title;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 leading-relaxed sm:px-6 sm:py-16">
      <PageMeta title={meta.title} description={meta.description} />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-3 text-sm text-slate-600">
        {fill(labels.lastUpdated, { date: formatDate(legalLastUpdated, language) })}
      </p>
      <p className="mt-6 text-lg text-slate-800">{fill(document.summary, values)}</p>

      <nav aria-labelledby="contents-title" className="mt-10 rounded-2xl bg-slate-50 p-6">
        <h2 id="contents-title" className="font-semibold text-slate-900">
          {labels.contents}
        </h2>
        <ol className="mt-3 list-decimal space-y-1 pl-6 marker:text-slate-500">
          {sections.map(([key, block]) => (
            <li key={key}>
              <a href={`#${sectionId(key)}`} className="text-brand-800 underline underline-offset-2">
                {block.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {sections.map(([key, block]) => (
        <LegalSection key={key} id={sectionId(key)} block={block} values={values}>
          {key === "contact" && <ContactDetails labels={labels} />}
        </LegalSection>
      ))}
    </article>
  );
}

function ContactDetails({ labels }: { labels: LegalPageData["labels"] }) {
  const { t } = useI18n();
  return (
    <dl className="mt-6 grid gap-x-6 gap-y-2 rounded-2xl border border-slate-200 p-6 sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold text-slate-900">{labels.email}</dt>
      <dd>
        <a href={`mailto:${company.email}`} className="text-brand-800 underline underline-offset-2">
          {company.email}
        </a>
      </dd>
      <dt className="font-semibold text-slate-900">{labels.postalAddress}</dt>
      <dd>
        <address className="not-italic">
          {[...company.postalAddress, labels.country].map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      </dd>
      <dt className="font-semibold text-slate-900">{t("footer.registrationNumber")}</dt>
      <dd>{company.registrationNumber}</dd>
    </dl>
  );
}
