import { CircleCheck, RotateCw, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";

/**
 * What an async action came to. The live region is always in the page (an empty one), so a screen
 * reader announces the text when it appears: `role="alert"` for errors, `role="status"` otherwise.
 */
export function Notice({
  kind,
  id,
  children,
}: {
  kind: "error" | "success";
  id?: string;
  children?: ReactNode;
}) {
  const error = kind === "error";
  return (
    <div id={id} role={error ? "alert" : "status"}>
      {children ? (
        <p
          className={`flex items-start gap-2 rounded-lg border p-3 ${error ? "border-red-700 bg-red-50 text-red-900" : "border-emerald-700 bg-emerald-50 text-emerald-900"}`}
        >
          {error ? (
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          ) : (
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          )}
          <span>{children}</span>
        </p>
      ) : null}
    </div>
  );
}

/** While a screen's data is on its way: grey bars where the content will be (they say "Loading" to a
 * screen reader); if it never comes, what went wrong, what to do, and a button to try again. */
export function LoadingOrError({
  message,
  onRetry,
  what = "this",
}: {
  message?: string;
  onRetry?: () => void;
  what?: string;
}) {
  if (message) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Notice kind="error">
          {`${what[0]?.toUpperCase()}${what.slice(1)} could not be loaded. ${message}`}
        </Notice>
        {onRetry ? (
          <button
            type="button"
            onClick={onRetry}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-brand-700 bg-white px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
          >
            <RotateCw aria-hidden="true" className="size-4" />
            Try again
          </button>
        ) : null}
      </div>
    );
  }
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-3">
      <span className="sr-only">Loading {what}…</span>
      {[0, 1, 2].map((bar) => (
        <div
          key={bar}
          aria-hidden="true"
          className="h-6 animate-pulse rounded bg-slate-200 motion-reduce:animate-none even:w-2/3 odd:w-full"
        />
      ))}
    </div>
  );
}
