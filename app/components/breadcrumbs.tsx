import { ChevronRight } from "lucide-react";
import { Link } from "react-router";

export interface Crumb {
  name: string;
  path: string;
}

/** Where a page sits: Home › course › lesson. The last step is the page itself, not a link. */
export function Breadcrumbs({ label, trail }: { label: string; trail: Crumb[] }) {
  return (
    <nav aria-label={label} className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1.5">
              {index > 0 && <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-400" />}
              {last ? (
                <span aria-current="page" className="font-medium text-slate-800">
                  {crumb.name}
                </span>
              ) : (
                <Link
                  to={crumb.path}
                  className="text-brand-800 underline underline-offset-2 hover:text-brand-900"
                >
                  {crumb.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
