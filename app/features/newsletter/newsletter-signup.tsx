import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link, PrefetchPageLinks, useFetcher, useNavigate } from "react-router";
import {
  maxAddressLength,
  problemFromCode,
  type RefusalCode,
  type SignupProblem,
} from "#shared/newsletter-api.ts";
import { pathTo } from "#shared/paths.ts";
import { newsletterFormVersion, newsletterMode, timings } from "#shared/site.ts";
import { Button } from "../../components/ui/button";
import { useI18n } from "../../i18n/i18n-context";
import { Honeypot } from "./honeypot";
import { newsletterInputId, signupCourseEvent } from "./scroll-to-signup";
import { type Choices, choicesFor, defaultChoices, SignupChoices } from "./signup-choices";

const live = newsletterMode === "live";

/** A sign-up the server refused (routes/sign-up.tsx): its code, and the form as the reader sent it. */
export interface SignUpRefusal {
  code: RefusalCode;
  email: string;
  choices: Choices | null;
}

/** The message a refusal shows: by the address, or by the boxes ("choose at least one"). */
function problemOf(refusal: SignUpRefusal | undefined): SignupProblem | null {
  if (!refusal || refusal.code === "nothing_chosen") return null;
  const missing = refusal.code === "invalid_email" && refusal.email.trim() === "";
  return missing ? "missingEmail" : problemFromCode(refusal.code);
}

/**
 * SPEC.md §4: idle → submitting (button disabled, label "...") → the thank-you page of the current
 * language. Simulated (the default): after 1 s, and the address leaves neither this component nor the
 * page (the input has no `name`, so even the script-free form cannot put it in a URL). Live: the
 * address goes to the sign-up route's action (routes/sign-up.tsx), and the thank-you page follows once
 * the server has stored it; a refusal or a network failure shows a message by the field and keeps the
 * address. Live, the form skips the browser's own validation, whose bubbles speak the browser's
 * language: a missing or malformed address gets its message by the field in the page's language
 * (issue 31). Without JavaScript the live form posts to the same route, which redirects to the
 * thank-you page or renders this form again with the message and what the reader sent (`refusal`).
 */
export function NewsletterSignup({
  refusal,
  heading: Heading = "h2",
}: {
  refusal?: SignUpRefusal | undefined;
  heading?: "h1" | "h2";
}) {
  const { language, t } = useI18n();
  const navigate = useNavigate();
  const fetcher = useFetcher<SignUpRefusal>();
  const [email, setEmail] = useState(refusal?.email ?? "");
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<SignupProblem | null>(problemOf(refusal));
  const [choices, setChoices] = useState<Choices>(refusal?.choices ?? defaultChoices);
  // The server's (or this form's) "choose at least one", apart from the address's problems.
  const [nothingChosen, setNothingChosen] = useState(refusal?.code === "nothing_chosen");
  // Once the reader heads for the form, fetch the thank-you page's code so the switch is instant.
  const [intent, setIntent] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);
  const problemId = useId();
  const choicesProblemId = useId();
  const thankYouPath = pathTo(language, "thankYou");
  const signUpPath = pathTo(language, "signUp");

  useEffect(() => () => window.clearTimeout(timer.current), []);
  // The action's refusal, after a submit with JavaScript (a sign-up taken navigates away).
  useEffect(() => {
    if (!fetcher.data) return;
    setProblem(problemOf(fetcher.data));
    setNothingChosen(fetcher.data.code === "nothing_chosen");
    setSubmitting(false);
  }, [fetcher.data]);
  // A course's button or page leads here with ?course=<slug>, and that course is what the reader
  // asked for; a refused form keeps what the reader ticked.
  useEffect(() => {
    if (!live) return;
    const query = new URLSearchParams(window.location.search);
    if (!refusal) setChoices(choicesFor(query.get("course")));
    const onCourse = (event: Event) => setChoices(choicesFor((event as CustomEvent<string>).detail));
    window.addEventListener(signupCourseEvent, onCourse);
    return () => window.removeEventListener(signupCourseEvent, onCourse);
  }, [refusal]);

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
    // The same form the script-free post sends, to the same action.
    await fetcher.submit(event.currentTarget, { method: "post", action: signUpPath });
  };

  return (
    <section aria-labelledby="newsletter-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <div className="rounded-3xl bg-brand-50 px-6 py-10 sm:px-12">
        <Heading id="newsletter-title" className="text-3xl font-bold tracking-tight text-slate-900">
          {t("newsletter.title")}
        </Heading>
        <p className="mt-3 max-w-2xl text-lg text-slate-700">{t(`newsletter.subtitle.${newsletterMode}`)}</p>
        <form
          action={live ? signUpPath : thankYouPath}
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
              <Honeypot />
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
              maxLength={maxAddressLength}
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
