import { Menu } from "lucide-react";
import { useI18n } from "../i18n/i18n-context";
import { onDemand, useOnDemand } from "../lib/use-on-demand";
import { StandInTrigger } from "./ui/stand-in-trigger";

const loadDrawer = onDemand(() => import("./mobile-nav-drawer"));

const triggerClassName =
  "inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3 font-medium text-slate-800 hover:bg-slate-50 md:hidden";

/**
 * Below the md breakpoint the navigation lives in a side drawer (a modal dialog). The drawer (Radix)
 * is loaded on demand: until the first press this is the same button without it.
 */
export function MobileNav() {
  const { t } = useI18n();
  const [drawer, open] = useOnDemand<typeof import("./mobile-nav-drawer"), "click">(loadDrawer);

  const label = (
    <>
      <Menu aria-hidden="true" className="size-5" />
      {/* Icon only on the narrowest screens, so that the header fits 320 px; still named "Menu". */}
      <span className="max-[375px]:sr-only">{t("nav.menu")}</span>
    </>
  );

  if (drawer) {
    const { MobileNavDrawer } = drawer.module;
    return <MobileNavDrawer triggerClassName={triggerClassName}>{label}</MobileNavDrawer>;
  }
  return (
    <StandInTrigger opens="dialog" className={triggerClassName} onClick={() => open("click")}>
      {label}
    </StandInTrigger>
  );
}
