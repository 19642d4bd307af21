import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link, PrefetchPageLinks, useNavigate } from "react-router";
import { newsletterFormVersion, newsletterMode, timings } from "../../config/site";
import { courseSlugs } from "../../content/course-catalogue";
import { useI18n } from "../../i18n/i18n-context";
import { problemFromCode, type SignupProblem, subscribe, subscribePath } from "../../lib/newsletter-api";
import { pathTo } from "../../lib/paths";
import { newsletterInputId, signupCourseEvent } from "../../lib/scroll-to-signup";
import { chosenQuery } from "../../lib/signup-chosen";
import { Button } from "../ui/button";
import { Honeypot } from "./honeypot";
import { type Choices, choicesFor, defaultChoices, SignupChoices } from "./signup-choices";

const live = newsletterMode === "live";

/**
 * SPEC.md §4: idle → submitting (button disabled, label "...") → the thank-you page of the current
 * language. Simulated (the default): after 1 s, and the address leaves neither this component nor the
 * page (the input has no `name`, so even the script-free form cannot put it in a URL). Live: the
 * address goes to the site's own API, and the thank-you page follows once the server has stored it;
 * a refusal or a network failure shows a message by the field and keeps the address. Live, the form
 * skips the browser's own validation, whose bubbles speak the browser's language: a missing or
 * malformed address gets its message by the field in the page's language (issue 31). Without
 * JavaScript the live form posts to the API, which redirects to the thank-you page, or answers with
 * this page, the message shown and the address kept (server/signup-error-page.ts).
 */
export function NewsletterSignup() {
  const { language, t } = useI18n();
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<SignupProblem | null>(null);
  const [choices, setChoices] = useState<Choices>(defaultChoices);
  // The server's (or this form's) "choose at least one", apart from the address's problems.
  const [nothingChosen, setNothingChosen] = useState(false);
  // Once the reader heads for the form, fetch the thank-you page's code so the switch is instant.
  const [intent, setIntent] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const honeypot = useRef<HTMLInputElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const problemId = useId();
  const choicesProblemId = useId();
  const thankYouPath = pathTo(language, "thankYou");

  useEffect(() => () => window.clearTimeout(timer.current), []);
  // A script-free sign-up the server refused comes back as ?error=…; read after hydration. A course's
  // button or page leads here with ?course=<slug>, and that course is what the reader asked for.
  useEffect(() => {
    if (!live) return;
    const query = new URLSearchParams(window.location.search);
    const error = query.get("error");
    if (error === "nothing_chosen") setNothingChosen(true);
    else setProblem(problemFromCode(error));
    setChoices(choicesFor(query.get("course")));
    const onCourse = (event: Event) => setChoices(choicesFor((event as CustomEvent<string>).detail));
    window.addEventListener(signupCourseEvent, onCourse);
    return () => window.removeEventListener(signupCourseEvent, onCourse);
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || (!live && email.trim() === "")) return;
    setSubmitting(true);
    if (!live) {
      timer.current = window.setTimeout(() => navigate(thankYouPath), timings.submitDelayMs);
      return;
    }
    // The browser's own check, with the page's words (the form is noValidate when live).
    const mistake =
      email.trim() === "" ? "missingEmail" : input.current?.validity.typeMismatch ? "invalidEmail" : null;
    if (mistake) {
      setProblem(mistake);
      setSubmitting(false);
      input.current?.focus();
      return;
    }
    setProblem(null);
    const chosen = choices.newsletter || choices.courses.length > 0;
    setNothingChosen(!chosen);
    if (!chosen) return setSubmitting(false);
    const website = honeypot.current?.value ?? "";
    const request = { email, language, formVersion: newsletterFormVersion, website, ...choices };
    const refused = await subscribe(request);
    // The thank-you page names the courses chosen (issue 41), as after the script-free form.
    if (!refused) return navigate(thankYouPath + chosenQuery(choices, courseSlugs));
    setProblem(refused);
    setSubmitting(false);
  };

  return (
    <section aria-labelledby="newsletter-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <div className="rounded-3xl bg-brand-50 px-6 py-10 sm:px-12">
        <h2 id="newsletter-title" className="text-3xl font-bold tracking-tight text-slate-900">
          {t("newsletter.title")}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-slate-700">{t(`newsletter.subtitle.${newsletterMode}`)}</p>
        <form
          action={live ? `${subscribePath}?lang=${language}` : thankYouPath}
          method={live ? "post" : "get"}
          noValidate={live}
          onSubmit={onSubmit}
          onFocus={() => setIntent(true)}
          toolname="subscribe_to_newsletter"
          tooldescription={t(`newsletter.toolDescription.${newsletterMode}`)}
          className="relative mt-8 max-w-xl"
        >
          {intent && <PrefetchPageLinks page={thankYouPath} />}
          {live && (
            <>
              <input type="hidden" name="language" value={language} />
              <input type="hidden" name="formVersion" value={newsletterFormVersion} />
              <Honeypot ref={honeypot} />
            </>
          )}
          <label htmlFor={newsletterInputId} className="block font-semibold text-slate-900">
            {t("newsletter.label")}
          </label>
          <div className="mt-2 flex flex-col gap-3 sm:flex-row">
            <input
              ref={input}
              id={newsletterInputId}
              name={live ? "email" : undefined}
              type="email"
              required
              maxLength={254}
              autoComplete="email"
              toolparamtitle="email"
              toolparamdescription={t("newsletter.toolParamDescription")}
              placeholder={t("newsletter.placeholder")}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              readOnly={submitting}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? problemId : undefined}
              className="signup-email min-h-11 w-full min-w-0 flex-1 rounded-lg border border-slate-400 bg-white px-4 text-base text-slate-900 placeholder:text-slate-500 aria-invalid:border-red-700"
            />
            <Button type="submit" disabled={submitting} className="sm:min-w-36">
              {submitting ? "..." : t("newsletter.subscribe")}
            </Button>
          </div>
          {/* Always in the page, so that screen readers announce the message when it appears. */}
          <p id={problemId} role="alert" className="mt-2 font-medium text-red-800 empty:hidden">
            {problem ? t(`subscription.errors.${problem}`) : ""}
          </p>
          {live && (
            <>
              <SignupChoices choices={choices} onChange={setChoices} describedBy={choicesProblemId} />
              <p id={choicesProblemId} role="alert" className="mt-2 font-medium text-red-800 empty:hidden">
                {nothingChosen ? t("signupChoices.nothingChosen") : ""}
              </p>
            </>
          )}
          <p role="status" className="sr-only">
            {submitting ? t("newsletter.submitting") : ""}
          </p>
          <p className="mt-4 text-sm text-slate-700">
            {t(`newsletter.privacyNote.${newsletterMode}`)}{" "}
            <Link to={pathTo(language, "privacy")} className="font-medium underline underline-offset-2">
              {t("privacy.title")}
            </Link>
          </p>
        </form>
      </div>
    </section>
  );
}
