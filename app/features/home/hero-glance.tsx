import { useI18n } from "../../i18n/i18n-context";
import { type FeatureKey, featureCards } from "./feature-cards";

/** Each figure and the card that explains it. */
const figures: { key: "stateTax" | "fribelopp" | "rot" | "deadline"; card: FeatureKey }[] = [
  { key: "stateTax", card: "feature1" },
  { key: "fribelopp", card: "feature3" },
  { key: "rot", card: "feature3" },
  { key: "deadline", card: "feature2" },
];

/**
 * "Your 2026 income at a glance": the four figures readers look for first, each linking to its card below. Text
 * only, in the pre-rendered HTML, so it costs no request and moves nothing once painted; beside the
 * hero text on wide screens, below it on narrow ones (docs/decisions/017).
 */
export function HeroGlance({ className = "" }: { className?: string }) {
  const { t } = useI18n();
  return (
    <div className={`rounded-2xl bg-brand-800/60 p-4 ring-1 sm:p-5 ring-white/15 ${className}`}>
      <h2 id="glance-title" className="text-lg font-semibold text-white">
        {t("hero.glance.title")}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-1">
        {figures.map(({ key, card }) => (
          // The link covers the whole item (its ::after), so the item is one large target.
          <div key={key} className="relative rounded-xl bg-brand-900/70 px-3 py-3 hover:bg-brand-900 sm:px-4">
            <dt>
              <a
                href={`#${featureCards[card]}`}
                className="inline-flex min-h-6 items-center text-sm font-medium text-brand-100 underline decoration-brand-100/50 underline-offset-4 after:absolute after:inset-0 after:rounded-xl hover:decoration-lantern-300"
              >
                {t(`hero.glance.${key}.label`)}
              </a>
            </dt>
            <dd className="text-xl font-bold text-lantern-300 tabular-nums sm:text-2xl">
              {t(`hero.glance.${key}.value`)}
            </dd>
            <dd className="mt-0.5 text-sm text-brand-100">{t(`hero.glance.${key}.note`)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
