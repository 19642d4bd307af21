import { Menu, X } from "lucide-react";
import { useId, useRef } from "react";
import { useI18n } from "../i18n/i18n-context";
import { NavLinks } from "./nav-links";

/**
 * Below the md breakpoint the navigation lives in a side drawer: a modal <dialog> opened and closed
 * by invoker commands, so the browser traps focus, closes it on Escape or a click outside, and gives
 * focus back, with or without JavaScript (docs/decisions/014).
 */
export function MobileNav() {
  const { t } = useI18n();
  const drawer = useRef<HTMLDialogElement>(null);
  const drawerId = useId();
  // Browsers without invoker commands (before Chromium 135, Firefox 144, Safari 26.2) open it here.
  const showModal = () => {
    if (!("command" in HTMLButtonElement.prototype)) drawer.current?.showModal();
  };

  return (
    <>
      <button
        type="button"
        command="show-modal"
        commandfor={drawerId}
        aria-haspopup="dialog"
        onClick={showModal}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3 font-medium text-slate-800 hover:bg-slate-50 md:hidden"
      >
        <Menu aria-hidden="true" className="size-5" />
        {/* Icon only on the narrowest screens, so that the header fits 320 px; still named "Menu". */}
        <span className="max-[375px]:sr-only">{t("nav.menu")}</span>
      </button>
      <dialog
        ref={drawer}
        id={drawerId}
        closedby="any"
        aria-labelledby={`${drawerId}-title`}
        className="drawer fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-80 max-w-[85vw] flex-col gap-6 overflow-y-auto bg-white p-6 shadow-xl backdrop:bg-slate-900/50 open:flex"
      >
        <div className="flex items-center justify-between">
          <h2 id={`${drawerId}-title`} className="text-lg font-semibold text-slate-900">
            {t("nav.menu")}
          </h2>
          <button
            type="button"
            command="close"
            commandfor={drawerId}
            onClick={() => drawer.current?.close()}
            aria-label={t("nav.closeMenu")}
            className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <nav aria-label={t("nav.main")}>
          <NavLinks
            className="flex flex-col gap-1"
            linkClassName="block rounded-lg px-3 py-3 text-lg font-medium text-slate-800 hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
            onNavigate={() => drawer.current?.close()}
          />
        </nav>
      </dialog>
    </>
  );
}
