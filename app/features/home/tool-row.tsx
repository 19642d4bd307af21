import { Link } from "react-router";
import { calculatorPath, glossaryPath } from "#shared/paths.ts";
import { useI18n } from "../../i18n/i18n-context";

/** The three free tools in one row right under the hero (issue 51): the courses on this page, the
 * calculator and the glossary. Three columns even on a phone, so the row costs one line of height. */
const linkClassName =
  "flex min-h-14 flex-col justify-center px-2 py-3 text-center hover:bg-slate-50 sm:px-4 sm:text-left";

export function ToolRow() {
  const { language, t } = useI18n();
  const tools = [
    { to: "#courses", name: t("tools.courses"), note: t("tools.coursesNote") },
    { to: calculatorPath(language), name: t("tools.calculator"), note: t("tools.calculatorNote") },
    { to: glossaryPath(language), name: t("tools.glossary"), note: t("tools.glossaryNote") },
  ];
  return (
    <nav aria-label={t("tools.label")} className="border-b border-slate-200 bg-white">
      <ul className="mx-auto grid max-w-6xl grid-cols-3 divide-x divide-slate-200 px-2 sm:px-6">
        {tools.map(({ to, name, note }) => {
          const content = (
            <>
              <span className="font-semibold text-brand-800 underline underline-offset-4">{name}</span>
              <span className="hidden text-sm text-slate-600 sm:block">{note}</span>
            </>
          );
          return (
            <li key={to}>
              {/* The course cards are on this page: a plain in-page link, like the hero's. */}
              {to.startsWith("#") ? (
                <a href={to} className={linkClassName}>
                  {content}
                </a>
              ) : (
                <Link to={to} className={linkClassName}>
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
