import { Link } from "react-router";
import { fill } from "#shared/i18n/translate.ts";
import { pagesOf, readLinkQuery } from "#shared/newsletter-forms.ts";
import { lessonPath, pathTo } from "#shared/paths.ts";
import { type Chosen, knownChoices } from "#shared/signup-chosen.ts";
import { buttonClasses } from "../components/ui/button";
import { languageOfRequest, newsletterPageData, withRefusal } from "../content/page-data.server";
import { homePageData } from "../features/home/home-page-data.server";
import { chosenList, useChosen, useChosenTitles } from "../features/newsletter/chosen-words";
import {
  NewsletterPage,
  OneButtonForm,
  RefusedPage,
  SignUpAgainLink,
} from "../features/newsletter/newsletter-page";
import { useI18n } from "../i18n/i18n-context";
import type { Route } from "./+types/confirm";

export function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  // Each course's lesson 1, for "or read it now" once a course is confirmed (issue 41).
  return withRefusal(context, { ...newsletterPageData(language), courses: homePageData(language).cards });
}

/** The button: the token is in the page's own URL, where the form posts. */
export async function action({ request, context }: Route.ActionArgs) {
  const pages = pagesOf(context);
  const result = await pages.confirm(readLinkQuery(request));
  if (result.status !== "confirmed") return { status: result.status };
  // Only known courses' slugs reach the page, which names them (issue 41).
  return { status: result.status, chosen: knownChoices(result.choices, pages.courseSlugs()) };
}

/** Where the confirmation e-mail's link leads (live newsletter). Opening it changes nothing (mail
 * scanners open links); its button confirms, and the page says how that went. */
export default function ConfirmPage({ loaderData, actionData: result }: Route.ComponentProps) {
  const { language } = useI18n();
  const { words, refusal, courses } = loaderData;
  // A course's link carries `?for=` (issue 41): the page then names the course, not the newsletter.
  const chosen = useChosen();
  const titles = useChosenTitles(chosen);
  if (refusal) return <RefusedPage words={words.refused} />;
  if (result?.status === "confirmed")
    return <Confirmed chosen={result.chosen} words={words} courses={courses} />;
  if (result?.status === "already-confirmed") {
    return (
      <NewsletterPage title={words.confirm.alreadyTitle}>
        <p className="mt-4 text-lg">{words.confirm.alreadyBody}</p>
        <Link to={pathTo(language, "home")} className={buttonClasses("primary", "mt-8")}>
          {words.confirm.back}
        </Link>
      </NewsletterPage>
    );
  }
  if (result?.status === "expired") {
    return (
      <NewsletterPage title={words.expired.title}>
        <p className="mt-4 text-lg">{words.expired.body}</p>
        <SignUpAgainLink label={words.expired.signUpAgain} />
      </NewsletterPage>
    );
  }
  const { chosen: about } = words;
  const title = !chosen
    ? words.confirm.title
    : titles.length > 1
      ? about.confirmTitleMany
      : about.confirmTitle;
  return (
    <NewsletterPage title={title}>
      <p className="mt-4 text-lg">
        {chosen
          ? fill(about.confirmBody, { choices: chosenList(chosen, titles, about, language) })
          : words.confirm.body}
      </p>
      <OneButtonForm
        label={chosen ? about.confirmButton : words.confirm.button}
        submitting={words.confirm.submitting}
      />
    </NewsletterPage>
  );
}

/** Confirmed: the newsletter's words, or each chosen course with its first lesson. */
function Confirmed({
  chosen,
  words,
  courses,
}: { chosen: Chosen | null } & Pick<Route.ComponentProps["loaderData"], "words" | "courses">) {
  const { language } = useI18n();
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
