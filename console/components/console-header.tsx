import { LogOut } from "lucide-react";
import { useState } from "react";
import type { Session } from "#shared/console-api.ts";
import { consoleApi } from "#shared/console-paths.ts";
import { errorMessage, postTo } from "../lib/api";
import { navigate, paths } from "../lib/router";
import { AppLink } from "./app-link";
import { Button } from "./button";
import { Notice } from "./notice";
import { consoleTitle } from "./screen-heading";

const links = [
  { href: paths.dashboard, label: "Dashboard" },
  { href: paths.issues, label: "Issues" },
  { href: paths.subscribers, label: "Subscribers" },
  { href: paths.courses, label: "Courses" },
  { href: paths.audit, label: "Audit log" },
] as const;

/** An issue's page belongs to Issues. */
const isCurrent = (href: string, current: string) =>
  href === current || (href === paths.issues && current.startsWith(`${paths.issues}/`));

/** The banner of every signed-in screen: where you are, who you are, and the way out. */
export function ConsoleHeader({ session, current }: { session: Session; current: string }) {
  const [problem, setProblem] = useState<string>();
  const signOut = async () => {
    try {
      await postTo(consoleApi.signOut);
      navigate(paths.signIn, { replace: true });
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <header className="border-b border-slate-300 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-2 sm:py-3">
        <p className="order-1 font-semibold text-brand-800">
          <span className="sm:hidden">Newsletter console</span>
          <span className="max-sm:hidden">{consoleTitle}</span>
        </p>
        {/* On a phone: the title and Sign out share the first row, who is signed in goes under the
            navigation (it is text only, so the keyboard's order is the same). */}
        <p className="order-4 min-w-0 break-all text-sm text-slate-700 max-sm:w-full sm:order-2 sm:ml-auto">
          Signed in as <span className="font-medium text-slate-900">{session.email}</span>
        </p>
        <Button
          variant="secondary"
          onClick={signOut}
          className="order-2 max-sm:min-h-11 max-sm:px-3 max-sm:text-sm sm:order-3"
        >
          <LogOut aria-hidden="true" className="size-4" />
          Sign out
        </Button>
        <nav aria-label="Console" className="order-3 w-full sm:order-4">
          <ul className="flex flex-wrap gap-x-0.5 gap-y-1 sm:gap-1">
            {links.map((link) => (
              <li key={link.href}>
                <AppLink
                  href={link.href}
                  aria-current={isCurrent(link.href, current) ? "page" : undefined}
                  className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-medium sm:px-3 sm:text-base text-slate-800 underline-offset-4 hover:bg-brand-50 hover:underline aria-[current=page]:bg-brand-100 aria-[current=page]:text-brand-900 aria-[current=page]:underline"
                >
                  {link.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="mx-auto max-w-6xl px-4 [&_p]:mb-3">
        <Notice kind="error">{problem}</Notice>
      </div>
    </header>
  );
}
