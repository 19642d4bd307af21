import { ArrowDown } from "lucide-react";
import { newsletterMode } from "#shared/site.ts";
import { RichText } from "../../components/rich-text";
import { useI18n } from "../../i18n/i18n-context";
import { SignupLink } from "../newsletter/signup-link";
import { HeroGlance } from "./hero-glance";

export function Hero() {
  const { t } = useI18n();
  return (
    <section
      aria-labelledby="hero-title"
      // The site's focus ring is dark blue; on this dark band it would vanish.
      className="bg-brand-900 text-white [&_:focus-visible]:outline-lantern-300"
    >
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-24 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,21rem)] lg:items-center lg:gap-12">
        <div>
          <p className="text-sm font-semibold tracking-wide text-lantern-300 uppercase">
            {t("hero.eyebrow")}
          </p>
          <h1
            id="hero-title"
            className="mt-4 max-w-3xl text-3xl font-bold tracking-tight text-balance break-words hyphens-auto sm:text-5xl"
          >
            {t("hero.title")}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-brand-100 sm:text-xl">{t("hero.subtitle")}</p>
          <p className="mt-4 max-w-2xl text-brand-100">{t("hero.mission")}</p>
          <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3">
            <SignupLink variant="lantern">{t(`hero.cta.${newsletterMode}`)}</SignupLink>
            {/* A quieter second way in: a text link to the course cards (issue 41). */}
            <a
              href="#courses"
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-white underline underline-offset-4 hover:text-lantern-300"
            >
              {t("hero.coursesLink")}
              <ArrowDown aria-hidden="true" className="size-4" />
            </a>
          </div>
          <p className="mt-6 max-w-2xl border-l-2 sm:mt-8 border-lantern-400 pl-4 text-sm text-brand-100 [&_a]:text-white">
            <RichText text={t("hero.disclaimer")} />
          </p>
        </div>
        <HeroGlance className="mt-8 lg:mt-0" />
      </div>
    </section>
  );
}
