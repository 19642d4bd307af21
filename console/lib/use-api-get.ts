import { useCallback, useEffect, useState } from "react";
import type { ConsoleAnswers, ConsoleGets } from "#shared/console-api.ts";
import { type BodyOf, errorMessage, type GetPath, getFrom, type PostPath, postJson } from "./api";

export type Loaded<T> =
  | { state: "loading" }
  | { state: "failed"; message: string }
  | { state: "ready"; data: T };

/** GETs one of the contract's paths when the screen mounts; `reload` asks again (after a change). */
export function useApiGet<P extends GetPath>(path: P): Loaded<ConsoleGets[P]> & { reload: () => void } {
  return useApiGetFrom<ConsoleGets[P]>(path);
}

/** The same for one issue's or draft's path: the caller names the answer. */
export function useApiGetFrom<T>(path: string): Loaded<T> & { reload: () => void } {
  return useApiLoad(() => getFrom<T>(path), path);
}

/** POSTs a query (a list's filters, which may hold part of an address: never in a URL) whenever it
 * changes. While the next answer is on its way the last one stays, so a table does not jump. */
export function useApiQuery<P extends PostPath>(
  path: P,
  query: BodyOf<P>,
): Loaded<ConsoleAnswers[P]> & { reload: () => void } {
  const body = JSON.stringify(query);
  return useApiLoad(() => postJson(path, JSON.parse(body) as BodyOf<P>), `${path} ${body}`);
}

/** `key` names the request: a new one is made whenever it changes. */
function useApiLoad<T>(load: () => Promise<T>, key: string): Loaded<T> & { reload: () => void } {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: "loading" });
  const [generation, setGeneration] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the request (`load` is new each render); `generation` is the reload signal.
  useEffect(() => {
    // A slow answer for a screen that is gone, or for an older request, is dropped.
    let current = true;
    load().then(
      (data) => current && setLoaded({ state: "ready", data }),
      (error: unknown) => current && setLoaded({ state: "failed", message: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [key, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { ...loaded, reload };
}
