import { type ReactNode, useEffect, useId, useRef } from "react";

/**
 * A native modal <dialog>: the browser keeps focus inside, closes it on Escape and gives focus back to
 * what opened it. Its content mounts only while it is open, so every opening starts afresh.
 */
export function ModalDialog({
  open,
  onClose,
  title,
  wide = false,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  /** For a preview: as wide as a mail. */
  wide?: boolean;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      className={`m-auto ${wide ? "w-[min(48rem,calc(100vw-2rem))]" : "w-[min(32rem,calc(100vw-2rem))]"} max-h-[calc(100dvh-2rem)] rounded-xl border border-slate-300 bg-white p-5 text-slate-900 shadow-xl backdrop:bg-slate-900/60 sm:p-6`}
    >
      {open ? (
        <>
          <h2 id={titleId} className="mb-4 text-xl font-semibold">
            {title}
          </h2>
          {children}
        </>
      ) : null}
    </dialog>
  );
}
