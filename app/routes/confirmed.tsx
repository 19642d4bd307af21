import { Link, type LoaderFunctionArgs, useLoaderData } from "react-router";
import { useChosen, useChosenTitles } from "../components/chosen-words";
import { NewsletterPage } from "../components/newsletter-page";
import { buttonClasses } from "../components/ui/button";
import { homePageData } from "../content/home-page-data.server";
import { languageOfRequest, newsletterPageData } from "../content/page-data.server";
import { useI18n } from "../i18n/i18n-context";
import { fill } from "../i18n/translate";
import { lessonPath, pathTo } from "../lib/paths";

export function loader({ request }: LoaderFunctionArgs) {
  const language = languageOfRequest(request);
  // Each course's lesson 1, for "or read it now" after a course is confirmed (issue 41).
  return { ...newsletterPageData(language), courses: homePageData(language).cards };
}

export default function ConfirmedPage() {
  const { language } = useI18n();
  const { words, courses } = useLoaderData<typeof loader>();
  const chosen = useChosen();
  const titles = useChosenTitles(chosen);
  const { chosen: about } = words;
  if (!chosen) {
    return (
      <NewsletterPage title={words.confirm.doneTitle}>
        <p className="mt-4 text-lg">{words.confirm.doneBody}</p>
        <Link to={pathTo(language, "home")} className={buttonClasses("primary", "mt-8")}>
          {words.confirm.back}
        </Link>
      </NewsletterPage>
    );
  }
  const slugs = chosen.courses.filter((slug): slug is keyof typeof courses => slug in courses);
  return (
    <NewsletterPage title={titles.length > 1 ? about.doneTitleMany : about.doneTitle}>
      {slugs.map((slug, index) => {
        const course = titles[index] ?? "";
        return (
          <div key={slug} className="mt-6 flex flex-col items-center">
            <p className="text-lg">{fill(about.doneBody, { course })}</p>
            <Link
              to={lessonPath(language, slug, courses[slug].firstLesson)}
              className={buttonClasses("primary", "mt-4")}
            >
              {fill(about.readNow, { course })}
            </Link>
          </div>
        );
      })}
      {chosen.newsletter && <p className="mt-6">{about.doneNewsletter}</p>}
      <p className="mt-6 text-slate-700">{about.stopNote}</p>
      <Link to={pathTo(language, "home")} className="mt-6 font-semibold text-brand-800 underline">
        {words.confirm.back}
      </Link>
    </NewsletterPage>
  );
}
