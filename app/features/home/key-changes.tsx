import { ArrowRight, ChevronDown } from "lucide-react";
import { Link } from "react-router";
import { calculatorPath } from "#shared/paths.ts";
import { RichText } from "../../components/rich-text";
import { useI18n } from "../../i18n/i18n-context";
import { type FeatureKey, featureCards } from "./feature-cards";

const cards: FeatureKey[] = ["feature1", "feature2", "feature3"];

/** The three key tax changes for income year 2026 (SPEC.md §1). Each card has an id for the hero's links; the one
 * linked to is outlined. */
export function KeyChanges() {
  const { t, list, language } = useI18n();
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-20">
      <h2 id="features-title" className="text-3xl font-bold tracking-tight text-slate-900">
        {t("features.title")}
      </h2>
      <p className="mt-3 max-w-2xl text-lg text-slate-600">{t("features.subtitle")}</p>
      <ul className="mt-8 grid gap-4 sm:mt-10 sm:gap-6 md:grid-cols-3">
        {cards.map((key) => (
          <li
            key={key}
            id={featureCards[key]}
            className="flex flex-col rounded-2xl border border-slate-200 p-5 shadow-sm target:ring-2 sm:p-6 target:ring-lantern-400"
          >
            <h3 className="text-xl font-semibold text-slate-900">{t(`features.${key}.title`)}</h3>
            <p className="mt-2 text-slate-700">{t(`features.${key}.description`)}</p>
            {/* The longer points fold away, so that on a phone the courses come sooner (issue 41). */}
            <details className="group mt-4 border-t border-slate-100 pt-2 text-sm text-slate-700">
              <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-brand-800">
                <ChevronDown
                  aria-hidden="true"
                  className="size-4 transition-transform group-open:rotate-180"
                />
                {t("features.more")}
              </summary>
              <ul className="mt-2 flex flex-col gap-2">
                {list(`features.${key}.points`).map((point) => (
                  <li key={point} className="flex gap-2">
                    <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-lantern-400" />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
            </details>
            {key === "feature1" ? (
              // What the new rates mean for the reader's own income: the tax calculator.
              <p className="mt-auto pt-4">
                <Link
                  to={calculatorPath(language)}
                  className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline underline-offset-2"
                >
                  {t("features.calculatorLink")}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="mt-8 text-sm text-slate-600">
        <RichText text={t("features.source")} />
      </p>
    </section>
  );
}
