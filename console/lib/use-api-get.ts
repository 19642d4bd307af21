import { useCallback, useEffect, useState } from "react";
import { errorMessage, getJson, postJson } from "./api";

export type Loaded<T> =
  | { state: "loading" }
  | { state: "failed"; message: string }
  | { state: "ready"; data: T };

/** GETs one of the contract's paths when the screen mounts; `reload` asks again (after a change). */
export function useApiGet<T>(path: string): Loaded<T> & { reload: () => void } {
  return useApiLoad<T>(path, undefined);
}

/** POSTs a query (a list's filters, which may hold part of an address: never in a URL) whenever it
 * changes. While the next answer is on its way the last one stays, so a table does not jump. */
export function useApiQuery<T>(path: string, query: object): Loaded<T> & { reload: () => void } {
  return useApiLoad<T>(path, JSON.stringify(query));
}

function useApiLoad<T>(path: string, body: string | undefined): Loaded<T> & { reload: () => void } {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: "loading" });
  const [generation, setGeneration] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` is the reload signal.
  useEffect(() => {
    // A slow answer for a screen that is gone, or for an older request, is dropped.
    let current = true;
    const answer = body === undefined ? getJson<T>(path) : postJson<T>(path, JSON.parse(body));
    answer.then(
      (data) => current && setLoaded({ state: "ready", data }),
      (error: unknown) => current && setLoaded({ state: "failed", message: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [path, body, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { ...loaded, reload };
}
