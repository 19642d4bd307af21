/** The lantern of Skattlyktan ("the tax lantern"), as in the favicon (public/favicon.svg) and the
 * course drawings: drawn inline, so the header's mark costs no request. Decorative: the link beside
 * it names the brand. */
export function BrandMark({ className = "" }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 28" aria-hidden="true" focusable="false" className={className}>
      <circle cx="12" cy="3" r="2.25" fill="none" className="stroke-brand-900" strokeWidth="1.75" />
      <path d="M3 10h18l-4.5-4.5h-9z" className="fill-brand-900" />
      <rect
        x="4.5"
        y="10"
        width="15"
        height="13"
        rx="1.5"
        className="fill-lantern-400 stroke-brand-900"
        strokeWidth="1.75"
      />
      <path d="M12 12.5c2.4 3 2.7 5 0 8.5-2.7-3.5-2.4-5.5 0-8.5z" fill="#fff" />
      <rect x="2.5" y="23" width="19" height="4" rx="1.5" className="fill-brand-900" />
    </svg>
  );
}
