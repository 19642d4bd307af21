import { type FormEvent, useLayoutEffect, useRef, useState } from "react";
import { consoleApi } from "#shared/console-paths.ts";
import { Button } from "../components/button";
import { Notice } from "../components/notice";
import { consoleTitle, ScreenHeading } from "../components/screen-heading";
import { TextField } from "../components/text-field";
import { errorMessage, postJson } from "../lib/api";
import { takeReturn } from "../lib/return-path";
import { navigate } from "../lib/router";

/** The same words whoever asks, so the form tells nobody which addresses belong to operators. */
export const linkSentMessage =
  "If this address belongs to an operator, a sign-in link is on its way. It works once, for 15 minutes.";

/** The mailed link is /admin/sign-in#token=…: a fragment never reaches a server or a log. */
function tokenFromFragment(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, "")).get("token");
}

export function SignInPage() {
  const [token] = useState(() => tokenFromFragment(window.location.hash));
  const [checkingLink, setCheckingLink] = useState(token !== null);
  const [linkProblem, setLinkProblem] = useState<string>();
  const started = useRef(false);

  // A layout effect: the token leaves the address bar (and so history, bookmarks and screenshots)
  // before the first paint. The ref keeps a single-use token from being posted twice.
  useLayoutEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    window.history.replaceState(null, "", window.location.pathname + window.location.search);
    postJson(consoleApi.signInComplete, { token }).then(
      // Back to the screen that asked for a sign-in (a record's pasted link), else the dashboard.
      () => navigate(takeReturn(), { replace: true }),
      (error: unknown) => {
        setLinkProblem(errorMessage(error));
        setCheckingLink(false);
      },
    );
  }, [token]);

  return (
    <>
      <header className="border-b border-slate-300 bg-white">
        <p className="mx-auto max-w-md px-4 py-3 font-semibold text-brand-800">{consoleTitle}</p>
      </header>
      <main className="mx-auto flex max-w-md flex-col gap-6 px-4 py-8">
        <ScreenHeading title={checkingLink ? "Signing you in" : "Sign in"} />
        {checkingLink ? <p role="status">Checking your sign-in link…</p> : null}
        <Notice kind="error">{linkProblem}</Notice>
        {checkingLink ? null : <SignInForm />}
      </main>
    </>
  );
}

function SignInForm() {
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState<string>();
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // aria-disabled rather than disabled while busy: a disabled button would drop keyboard focus.
    if (busy) return;
    setSent(false);
    setProblem(undefined);
    const address = email.trim();
    if (!/^[^\s@]+@[^\s@]+$/.test(address)) {
      setFieldError("Enter your e-mail address, like name@example.com.");
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      await postJson(consoleApi.signInRequest, { email: address });
      setSent(true);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p>Operators sign in with a link sent by e-mail.</p>
      <TextField
        label="Your e-mail address"
        type="email"
        name="email"
        autoComplete="email"
        spellCheck={false}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={fieldError}
      />
      <Button type="submit" aria-disabled={busy} className="self-start">
        Send me a sign-in link
      </Button>
      <Notice kind="success">{sent ? linkSentMessage : undefined}</Notice>
      <Notice kind="error">{problem}</Notice>
    </form>
  );
}
