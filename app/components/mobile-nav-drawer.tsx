import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useI18n } from "../i18n/i18n-context";
import { NavLinks } from "./nav-links";

/** The navigation drawer proper (Radix Dialog), loaded on the first press and mounted open. */
export function MobileNavDrawer({
  triggerClassName,
  children,
}: {
  triggerClassName: string;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(true);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={triggerClassName}>{children}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] flex-col gap-6 overflow-y-auto bg-white p-6 shadow-xl focus:outline-none"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold text-slate-900">{t("nav.menu")}</Dialog.Title>
            <Dialog.Close
              aria-label={t("nav.closeMenu")}
              className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <nav aria-label={t("nav.main")}>
            <NavLinks
              className="flex flex-col gap-1"
              linkClassName="block rounded-lg px-3 py-3 text-lg font-medium text-slate-800 hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
              onNavigate={() => setOpen(false)}
            />
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
