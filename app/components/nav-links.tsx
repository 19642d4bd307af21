import { Link, useLocation } from "react-router";
import { matchPage, pathTo } from "#shared/paths.ts";
import { useI18n } from "../i18n/i18n-context";

/** The four pages every navigation lists (SPEC.md §2), in order, with their label keys. */
const navItems = [
  { page: "home", label: "nav.home" },
  { page: "privacy", label: "nav.privacy" },
  { page: "cookies", label: "nav.cookies" },
  { page: "terms", label: "nav.terms" },
] as const;

/** Links to the four pages in the current language; the current page gets aria-current="page". */
export function NavLinks({
  className = "",
  linkClassName = "",
  onNavigate,
}: {
  className?: string;
  linkClassName?: string;
  onNavigate?: () => void;
}) {
  const { language, t } = useI18n();
  // Not NavLink: pre-rendering requests "/en/privacy/" (trailing slash), which NavLink's exact match
  // misses, and hydration does not patch attributes. matchPage ignores the slash.
  const current = matchPage(useLocation().pathname)?.page;
  return (
    <ul className={className}>
      {navItems.map(({ page, label }) => (
        <li key={page}>
          <Link
            to={pathTo(language, page)}
            aria-current={page === current ? "page" : undefined}
            className={linkClassName}
            onClick={onNavigate}
          >
            {t(label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
