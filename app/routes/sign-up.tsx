import { data, redirect } from "react-router";
import { isCourseSlug } from "#shared/course-catalogue.ts";
import { maxAddressLength } from "#shared/newsletter-api.ts";
import { pagesOf, type Refusal, readSignUpForm, refusalOf } from "#shared/newsletter-forms.ts";
import { pathTo } from "#shared/paths.ts";
import { chosenQuery } from "#shared/signup-chosen.ts";
import { languageOfRequest } from "../content/page-data.server";
import { NewsletterSignup, type SignUpRefusal } from "../features/newsletter/newsletter-signup";
import { useI18n } from "../i18n/i18n-context";
import type { Route } from "./+types/sign-up";

const malformed: Refusal = { status: "refused", httpStatus: 400, code: "bad_request" };

/** The sign-up (live newsletter): the home page's form posts here, with or without JavaScript. A
 * refusal is rendered by this route, its message by the field in the page's language and the form as
 * the reader sent it; a sign-up taken leads to the thank-you page (decision 061). */
export async function action({ request, context }: Route.ActionArgs) {
  const language = languageOfRequest(request);
  const body = await request.formData();
  const form = readSignUpForm(body);
  // The server's refusal (the client's rate) first: then nothing is signed up.
  const result =
    refusalOf(context) ?? (form.success ? await pagesOf(context).signUp(form.data, language) : malformed);
  if (result.status === "accepted")
    return redirect(
      pathTo(language, "thankYou") + chosenQuery(result.choices, pagesOf(context).courseSlugs()),
    );
  // The form as the reader sent it, even one the schema refused.
  const email = body.get("email");
  const refusal: SignUpRefusal = {
    code: result.code,
    email: typeof email === "string" ? email.slice(0, maxAddressLength) : "",
    // The boxes as ticked, when the form had them (its `choices` marker).
    choices: body.get("choices")
      ? {
          newsletter: body.has("newsletter"),
          courses: body
            .getAll("course")
            .filter((course) => typeof course === "string" && isCourseSlug(course)),
        }
      : null,
  };
  return data(refusal, { status: result.httpStatus });
}

/** Another site's post, answered as this page (decision 064): the form, empty, with the reason. */
export function loader({ context }: Route.LoaderArgs) {
  const refusal = refusalOf(context);
  if (!refusal) return { refusal: null };
  const shown: SignUpRefusal = { code: refusal.code, email: "", choices: null };
  return data({ refusal: shown }, { status: refusal.httpStatus });
}

/** With JavaScript, the home page's form submits here too; a network failure is a message by the
 * field, not an error page. */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<SignUpRefusal> {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    return { code: error instanceof TypeError ? "unreachable" : "unavailable", email: "", choices: null };
  }
}

export default function SignUpPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const refusal = actionData ?? loaderData.refusal ?? undefined;
  return (
    <>
      <title>{t("newsletter.title")}</title>
      <meta name="robots" content="noindex" />
      <NewsletterSignup refusal={refusal} heading="h1" />
    </>
  );
}
