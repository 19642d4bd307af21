import { useCallback, useEffect, useState } from "react";
import { errorMessage, getJson } from "./api";

export type Loaded<T> =
  | { state: "loading" }
  | { state: "failed"; message: string }
  | { state: "ready"; data: T };

/** GETs one of the contract's paths when the screen mounts; `reload` asks again (after a change). */
export function useApiGet<T>(path: string): Loaded<T> & { reload: () => void } {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: "loading" });
  const [generation, setGeneration] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` is the reload signal.
  useEffect(() => {
    // A slow answer for a screen that is gone, or for an older request, is dropped.
    let current = true;
    getJson<T>(path).then(
      (data) => current && setLoaded({ state: "ready", data }),
      (error: unknown) => current && setLoaded({ state: "failed", message: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [path, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { ...loaded, reload };
}
