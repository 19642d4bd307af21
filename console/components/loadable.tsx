import type { ReactNode } from "react";
import type { Loaded } from "../lib/use-api-get";
import { LoadingOrError } from "./notice";

/** A screen's data: placeholders while it loads, the error with a retry if it fails, else the content. */
export function Loadable<T>({
  loaded,
  what,
  children,
}: {
  loaded: Loaded<T> & { reload: () => void };
  /** What is loading, in words: "the audit log". */
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (loaded.state === "ready") return children(loaded.data);
  return (
    <LoadingOrError
      what={what}
      message={loaded.state === "failed" ? loaded.message : undefined}
      onRetry={loaded.reload}
    />
  );
}
