import { LogOut } from "lucide-react";
import { useState } from "react";
import type { Session } from "../../server/newsletter/domain/console-api.ts";
import { consoleApi } from "../../server/newsletter/domain/console-api.ts";
import { errorMessage, postJson } from "../lib/api";
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

/** The banner of every signed-in screen: where you are, who you are, and the way out. */
export function ConsoleHeader({ session, current }: { session: Session; current: string }) {
  const [problem, setProblem] = useState<string>();
  const signOut = async () => {
    try {
      await postJson(consoleApi.signOut);
      navigate(paths.signIn, { replace: true });
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <header className="border-b border-slate-300 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-3">
        <p className="font-semibold text-brand-800">{consoleTitle}</p>
        <div className="flex min-w-0 flex-wrap items-center gap-3">
          <p className="min-w-0 break-all text-sm text-slate-700">
            Signed in as <span className="font-medium text-slate-900">{session.email}</span>
          </p>
          <Button variant="secondary" onClick={signOut}>
            <LogOut aria-hidden="true" className="size-4" />
            Sign out
          </Button>
        </div>
        <nav aria-label="Console" className="w-full">
          <ul className="flex flex-wrap gap-1">
            {links.map((link) => (
              <li key={link.href}>
                <AppLink
                  href={link.href}
                  aria-current={link.href === current ? "page" : undefined}
                  className="inline-flex min-h-11 items-center rounded-lg px-3 font-medium text-slate-800 underline-offset-4 hover:bg-brand-50 hover:underline aria-[current=page]:bg-brand-100 aria-[current=page]:text-brand-900 aria-[current=page]:underline"
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
