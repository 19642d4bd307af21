import { useCallback, useEffect, useRef, useState } from "react";

/**
 * A module fetched once, on first need. A failed fetch (offline, a deploy that replaced the chunk) is
 * forgotten, so the next need tries again instead of keeping the error.
 */
export function onDemand<Module>(load: () => Promise<Module>): () => Promise<Module> {
  let pending: Promise<Module> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/** Runs `task` once the browser has nothing better to do (a timer where idle callbacks are missing). */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(task, { timeout: 5000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1000);
  return () => clearTimeout(id);
}

/**
 * A widget whose code is not needed to show or hydrate the page (docs/decisions/010): its module is
 * fetched when the page is idle and used from the first press on. Until then the caller renders a
 * plain stand-in. `request` is what the stand-in calls; its argument reaches the loaded widget.
 */
export function useOnDemand<Module, Request>(
  load: () => Promise<Module>,
): [{ module: Module; request: Request } | null, (request: Request) => void] {
  const [loaded, setLoaded] = useState<{ module: Module; request: Request } | null>(null);
  const requested = useRef(false);

  useEffect(() => whenIdle(() => void load().catch(() => {})), [load]);

  const request = useCallback(
    (request: Request) => {
      if (requested.current) return;
      requested.current = true;
      load().then(
        (module) => setLoaded({ module, request }),
        // Stays a stand-in; the next press tries again.
        () => {
          requested.current = false;
        },
      );
    },
    [load],
  );
  return [loaded, request];
}
