import { CircleCheck, TriangleAlert } from "lucide-react";
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

/** While a screen's data is on its way, and if it never comes. */
export function LoadingOrError({ message }: { message?: string }) {
  return message ? <Notice kind="error">{message}</Notice> : <p role="status">Loading…</p>;
}
