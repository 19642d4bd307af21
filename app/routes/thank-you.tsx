import { CircleCheck } from "lucide-react";
import { Link } from "react-router";
import { fill } from "#shared/i18n/translate.ts";
import { pathTo } from "#shared/paths.ts";
import { company, newsletterMode } from "#shared/site.ts";
import { PageMeta } from "../components/page-meta";
import { buttonClasses } from "../components/ui/button";
import { languageOfRequest, newsletterPageData } from "../content/page-data.server";
import { chosenList, useChosen, useChosenTitles } from "../features/newsletter/chosen-words";
import { useI18n } from "../i18n/i18n-context";
import { pageMetaText } from "../i18n/page-text";
import type { Route } from "./+types/thank-you";

// Live: the words that name a chosen course (issue 41), in this page's data rather than every page's.
export function loader({ request }: Route.LoaderArgs) {
  return {
    chosenWords:
      newsletterMode === "live" ? newsletterPageData(languageOfRequest(request)).words.chosen : null,
  };
}

/** SPEC.md's message stays word for word; the line after it says what really happened in this mode
 * (nothing sent, or a confirmation e-mail to look for), and live, which courses were asked for. */
export default function ThankYouPage({ loaderData }: Route.ComponentProps) {
  const { language, t, dictionary } = useI18n();
  const { title, description } = pageMetaText(dictionary, "thankYou");
  const { chosenWords } = loaderData;
  const chosen = useChosen();
  const titles = useChosenTitles(chosen);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:px-6">
      <PageMeta
        title={newsletterMode === "live" ? t("thankYou.liveMetaTitle") : title}
        description={description}
      />
      <CircleCheck aria-hidden="true" className="size-16 text-emerald-600" strokeWidth={1.75} />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">
        {t(`thankYou.title.${newsletterMode}`)}
      </h1>
      <p className="mt-4 text-lg">{t("thankYou.message")}</p>
      <p className="mt-3 text-slate-700">{t(`thankYou.note.${newsletterMode}`)}</p>
      {chosen && chosenWords && (
        <p className="mt-3 text-slate-700">
          {fill(chosenWords.thankYou, { choices: chosenList(chosen, titles, chosenWords, language) })}
        </p>
      )}
      {newsletterMode === "live" && (
        <p className="mt-3 text-slate-700">{t("thankYou.noMail", { address: company.email })}</p>
      )}
      <Link to={pathTo(language, "home")} className={buttonClasses("primary", "mt-8")}>
        {t("thankYou.back")}
      </Link>
    </div>
  );
}
