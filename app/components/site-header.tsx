import { Link } from "react-router";
import { pathTo } from "#shared/paths.ts";
import { company } from "#shared/site.ts";
import { useI18n } from "../i18n/i18n-context";
import { BrandMark } from "./brand-mark";
import { LanguageMenu } from "./language-menu";
import { MobileNav } from "./mobile-nav";
import { NavLinks } from "./nav-links";

export function SiteHeader() {
  const { language, t } = useI18n();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link
          to={pathTo(language, "home")}
          aria-label={t("nav.brandHome", { brand: company.brand })}
          className="flex min-h-11 items-center gap-2 font-heading text-xl font-semibold text-brand-900"
        >
          <BrandMark className="h-7 w-6" />
          {company.brand}
        </Link>
        <nav aria-label={t("nav.main")} className="hidden md:block">
          <NavLinks
            className="flex items-center gap-1"
            linkClassName="rounded-md px-3 py-2 font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:text-brand-800 aria-[current=page]:underline aria-[current=page]:underline-offset-8 aria-[current=page]:decoration-2"
          />
        </nav>
        <div className="flex items-center gap-2">
          <LanguageMenu />
          <MobileNav />
        </div>
      </div>
    </header>
  );
}
