import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Check } from "lucide-react";
import { type ReactNode, type Ref, useEffect, useRef, useState } from "react";
import { languageInfo, languages } from "../config/site";
import { useI18n } from "../i18n/i18n-context";
import { useChangeLanguage } from "../lib/use-change-language";

/** How the first opening was asked for: the keyboard puts focus on the first language. */
export type OpenedWith = "pointer" | "keyboard";

/** The language menu proper (Radix), loaded on the first press and mounted open. */
export function LanguageMenuPopup({
  openedWith,
  triggerRef,
  triggerClassName,
  children,
}: {
  openedWith: OpenedWith;
  triggerRef: Ref<HTMLButtonElement>;
  triggerClassName: string;
  children: ReactNode;
}) {
  const { language } = useI18n();
  const changeLanguage = useChangeLanguage();
  const [open, setOpen] = useState(true);
  const content = useRef<HTMLDivElement>(null);

  // Radix tells keyboard from pointer by watching key presses, which it could not see before it was
  // loaded; opened from the keyboard, the first language takes focus as it would in Radix.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the opening that mounted the menu
  useEffect(() => {
    if (openedWith === "keyboard")
      content.current?.querySelector<HTMLElement>("[role=menuitem]")?.focus({ preventScroll: true });
  }, []);

  return (
    // Not modal: a modal menu hides the rest of the page with aria-hidden while it is open. Rendered
    // in place (no portal), so the menu stays inside the banner landmark.
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger ref={triggerRef} className={triggerClassName}>
        {children}
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        sideOffset={6}
        className="z-50 min-w-40 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        ref={content}
      >
        {languages.map((code) => (
          <DropdownMenu.Item
            key={code}
            lang={languageInfo[code].htmlLang}
            onSelect={() => changeLanguage(code)}
            className="flex min-h-11 cursor-pointer items-center justify-between gap-4 rounded-md px-3 text-slate-800 outline-none data-highlighted:bg-brand-50 data-highlighted:text-brand-900"
          >
            {languageInfo[code].name}
            {code === language && <Check aria-hidden="true" className="size-4 text-brand-700" />}
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
