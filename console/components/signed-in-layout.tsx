import { type ReactNode, useEffect, useState } from "react";
import type { Session } from "#shared/console-api.ts";
import { consoleApi } from "#shared/console-paths.ts";
import { errorMessage, getJson } from "../lib/api";
import { ConsoleHeader } from "./console-header";
import { LoadingOrError } from "./notice";

/**
 * Every screen but sign-in: it asks for the session first (a 401 sends the operator to sign in, in
 * lib/api.ts), again on every screen change, so a session that ended shows at the next click. While a
 * later check runs, the screen shows the session it had.
 */
export function SignedInLayout({ current, children }: { current: string; children: ReactNode }) {
  const [session, setSession] = useState<Session>();
  const [problem, setProblem] = useState<string>();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `current` is the signal: every screen change checks again.
  useEffect(() => {
    let mounted = true;
    getJson(consoleApi.session).then(
      (answer) => mounted && setSession(answer),
      (error: unknown) => mounted && setProblem(errorMessage(error)),
    );
    return () => {
      mounted = false;
    };
  }, [current]);

  return (
    <>
      <a
        href="#main"
        className="sr-only rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-10"
      >
        Skip to main content
      </a>
      {session ? <ConsoleHeader session={session} current={current} /> : null}
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-6 focus:outline-none"
      >
        {session ? children : <LoadingOrError message={problem} />}
      </main>
    </>
  );
}
