import {
  type ActionFunctionArgs,
  type ClientActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  redirect,
  useActionData,
  useLoaderData,
} from "react-router";
import { formsOf, refusalOf } from "#shared/newsletter-forms.ts";
import { pathTo } from "#shared/paths.ts";
import { languageOfRequest } from "../content/page-data.server";
import { NewsletterSignup, type SignUpRefusal } from "../features/newsletter/newsletter-signup";
import { isCourseSlug } from "../features/newsletter/signup-choices";
import { useI18n } from "../i18n/i18n-context";

/** The sign-up (live newsletter): the home page's form posts here, with or without JavaScript. A
 * refusal is rendered by this route, its message by the field in the page's language and the form as
 * the reader sent it; a sign-up taken leads to the thank-you page (decision 061). */
export async function action({ request, context }: ActionFunctionArgs) {
  const language = languageOfRequest(request);
  const form = await request.formData();
  // The server's refusal (the client's rate) first: then nothing is signed up.
  const result = refusalOf(context) ?? (await formsOf(context).signUp(form, language));
  if (result.status === "accepted") return redirect(pathTo(language, "thankYou") + result.query);
  const email = form.get("email");
  const refusal: SignUpRefusal = {
    code: result.code,
    email: typeof email === "string" ? email.slice(0, 254) : "",
    // The boxes as ticked, when the form had them (its `choices` marker).
    choices: form.get("choices")
      ? { newsletter: form.has("newsletter"), courses: form.getAll("course").filter(isCourseSlug) }
      : null,
  };
  return data(refusal, { status: result.httpStatus });
}

/** Another site's post, answered as this page (decision 064): the form, empty, with the reason. */
export function loader({ context }: LoaderFunctionArgs) {
  const refusal = refusalOf(context);
  if (!refusal) return { refusal: null };
  const shown: SignUpRefusal = { code: refusal.code, email: "", choices: null };
  return data({ refusal: shown }, { status: refusal.httpStatus });
}

/** With JavaScript, the home page's form submits here too; a network failure is a message by the
 * field, not an error page. */
export async function clientAction({ serverAction }: ClientActionFunctionArgs) {
  try {
    return await serverAction<typeof action>();
  } catch (error) {
    if (error instanceof Response) throw error;
    return { code: error instanceof TypeError ? "unreachable" : "refused", email: "", choices: null };
  }
}

export default function SignUpPage() {
  const { t } = useI18n();
  const answered = useActionData<typeof action>();
  const { refusal: atTheEdge } = useLoaderData<typeof loader>();
  const refusal = answered ?? atTheEdge ?? undefined;
  return (
    <>
      <title>{t("newsletter.title")}</title>
      <meta name="robots" content="noindex" />
      <NewsletterSignup refusal={refusal} heading="h1" />
    </>
  );
}
