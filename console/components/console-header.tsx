import { LogOut, Menu, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import type { Session } from "#shared/console-api.ts";
import { consoleApi } from "#shared/console-paths.ts";
import { errorMessage, postTo } from "../lib/api";
import { navigate, paths } from "../lib/router";
import { AddressText } from "./address-text";
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

/** An issue's page belongs to Issues, a reader's record to Subscribers. */
const isCurrent = (href: string, current: string) =>
  href === current ||
  ((href === paths.issues || href === paths.subscribers) && current.startsWith(`${href}/`));

/**
 * The banner of every signed-in screen: where you are, who you are, and the way out. On a phone it is
 * one row (issue 53: it took about 190 px): the title and a Menu button that opens the navigation, who
 * is signed in and Sign out. From 640 px everything shows, the navigation on a row of its own.
 */
export function ConsoleHeader({ session, current }: { session: Session; current: string }) {
  const [problem, setProblem] = useState<string>();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  // A new screen closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `current` is the signal.
  useEffect(() => setOpen(false), [current]);
  const signOut = async () => {
    try {
      await postTo(consoleApi.signOut);
      navigate(paths.signIn, { replace: true });
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  const onPhone = open ? "" : "max-sm:hidden";

  return (
    <header className="border-b border-slate-300 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-3 gap-y-2 px-4 py-2 sm:gap-x-6 sm:py-3">
        <p className="font-semibold text-brand-800">
          <span className="sm:hidden">Newsletter console</span>
          <span className="max-sm:hidden">{consoleTitle}</span>
        </p>
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen(!open)}
          className="min-h-11 text-sm max-sm:px-3 sm:hidden"
        >
          {open ? (
            <X aria-hidden="true" className="size-4" />
          ) : (
            <Menu aria-hidden="true" className="size-4" />
          )}
          Menu
        </Button>
        {/* On a phone the menu: the navigation, then who is signed in and Sign out (the keyboard's order). */}
        <div
          id={menuId}
          className={`flex w-full flex-col gap-2 sm:contents ${onPhone} max-sm:border-t max-sm:border-slate-200 max-sm:pt-2`}
        >
          <nav aria-label="Console" className="w-full sm:order-4">
            <ul className="flex flex-wrap gap-x-0.5 gap-y-1 max-sm:flex-col sm:gap-1">
              {links.map((link) => (
                <li key={link.href}>
                  <AppLink
                    href={link.href}
                    aria-current={isCurrent(link.href, current) ? "page" : undefined}
                    className="inline-flex min-h-11 items-center rounded-lg px-2 font-medium text-slate-800 underline-offset-4 hover:bg-brand-50 hover:underline aria-[current=page]:bg-brand-100 aria-[current=page]:text-brand-900 aria-[current=page]:underline max-sm:w-full sm:px-3"
                  >
                    {link.label}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
          <p className="min-w-0 text-sm text-slate-700 sm:order-2 sm:ml-auto">
            Signed in as <AddressText address={session.email} className="font-medium text-slate-900" />
          </p>
          <Button variant="secondary" onClick={signOut} className="self-start sm:order-3 sm:self-auto">
            <LogOut aria-hidden="true" className="size-4" />
            Sign out
          </Button>
        </div>
      </div>
      <div className="mx-auto max-w-6xl px-4 [&_p]:mb-3">
        <Notice kind="error">{problem}</Notice>
      </div>
    </header>
  );
}
