import { CircleCheck, TriangleAlert } from "lucide-react";
import type { Dashboard } from "#shared/console-api.ts";
import { paths } from "../../lib/router";
import { AppLink } from "../app-link";
import { needsAttention } from "./attention";
import { minimumSends } from "./rates";

/** The dashboard's first section: what is wrong, how many, and what to do; or that nothing is. */
export function NeedsAttention({ dashboard }: { dashboard: Dashboard }) {
  const items = needsAttention(dashboard);
  if (items.length === 0) {
    return (
      <p className="flex items-start gap-2 rounded-lg border border-slate-300 bg-white p-4">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-800" />
        <span>
          Nothing needs attention: no issue is paused, and no issue of {minimumSends} mails or more is over
          its bounce or complaint line.
        </span>
      </p>
    );
  }
  return (
    <>
      <p className="font-semibold">{items.length === 1 ? "1 thing" : `${items.length} things`} to look at:</p>
      <ul className="flex flex-col gap-3">
        {items.map((item) => (
          <li
            key={item.key}
            className="flex flex-col gap-1 rounded-lg border-2 border-red-800 bg-white p-4 sm:flex-row sm:items-start sm:gap-3"
          >
            <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-red-800" />
            <div className="flex min-w-0 flex-col gap-1">
              <p className="font-semibold break-words text-red-900">{item.what}</p>
              <p>
                {item.todo}{" "}
                <AppLink
                  href={paths.issue(item.issueId)}
                  className="font-medium text-brand-800 underline underline-offset-4"
                >
                  Open the issue <span className="sr-only">“{item.subject}”</span>
                </AppLink>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
