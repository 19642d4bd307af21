/**
 * React Router's <HydratedRouter> (react-router/dom, 8.4), with one change: the router is created
 * before React hydrates, one step per task, instead of in one go inside the first render, where it
 * was a single 11–17 ms task that React cannot split (docs/decisions/011). The rest mirrors the
 * original; keep it in step with React Router on upgrades.
 */
import { useEffect, useLayoutEffect, useState } from "react";
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createClientRoutes as createClientRoutes,
  UNSAFE_createClientRoutesWithHMRRevalidationOptOut as createClientRoutesWithHMRRevalidationOptOut,
  UNSAFE_createRouter as createRouter,
  type DataRouter,
  UNSAFE_decodeViaTurboStream as decodeViaTurboStream,
  UNSAFE_defaultMapRouteProperties as defaultMapRouteProperties,
  type EntryContext,
  UNSAFE_FrameworkContext as FrameworkContext,
  UNSAFE_getHydrationData as getHydrationData,
  UNSAFE_getPatchRoutesOnNavigationFunction as getPatchRoutesOnNavigationFunction,
  UNSAFE_getTurboStreamSingleFetchDataStrategy as getTurboStreamSingleFetchDataStrategy,
  type HydrationState,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_RemixErrorBoundary as RemixErrorBoundary,
  UNSAFE_useFogOFWarDiscovery as useFogOFWarDiscovery,
} from "react-router";
import { RouterProvider } from "react-router/dom";

/** What React Router's pre-rendered page hands the browser in `window.__reactRouterContext`. */
type PageContext = Pick<EntryContext, "future" | "ssr" | "isSpaMode" | "routeDiscovery" | "criticalCss"> & {
  basename?: string;
  stream?: ReadableStream<Uint8Array>;
};

declare global {
  interface Window {
    __reactRouterContext?: PageContext;
    __reactRouterManifest?: EntryContext["manifest"];
    __reactRouterRouteModules?: EntryContext["routeModules"];
    __reactRouterDataRouter?: DataRouter;
  }
}

export type Hydration = {
  router: DataRouter;
  context: PageContext;
  manifest: EntryContext["manifest"];
  routeModules: EntryContext["routeModules"];
  /** False when the first route data is still to load: the router starts once React has hydrated. */
  initialized: boolean;
};

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/** Each step in a task of its own, the first after the caller's (which evaluated React DOM's body). */
export async function createHydration(): Promise<Hydration> {
  await nextTask();
  const {
    __reactRouterContext: context,
    __reactRouterManifest: manifest,
    __reactRouterRouteModules: routeModules,
  } = window;
  if (!context?.stream || !manifest || !routeModules) {
    throw new Error("the page lacks React Router's hydration data");
  }
  const stream = context.stream;
  context.stream = undefined;
  const state = (await decodeViaTurboStream(stream, window)).value as HydrationState;
  await nextTask();

  const routes = createClientRoutes(manifest.routes, routeModules, state, context.ssr, context.isSpaMode);
  await nextTask();

  let hydrationData: HydrationState | undefined;
  if (!context.isSpaMode) {
    hydrationData = getHydrationData({
      state,
      routes,
      getRouteInfo: (routeId) => ({
        clientLoader: routeModules[routeId]?.clientLoader,
        hasLoader: manifest.routes[routeId]?.hasLoader === true,
        hasHydrateFallback: routeModules[routeId]?.HydrateFallback != null,
      }),
      location: window.location,
      basename: context.basename,
      future: context.future,
      isSpaMode: context.isSpaMode,
    });
  } else if (manifest.routes.root?.hasLoader && state.loaderData && "root" in state.loaderData) {
    hydrationData = { loaderData: { root: state.loaderData.root } };
  }
  await nextTask();

  if (window.history.state?.masked)
    window.history.replaceState({ ...window.history.state, masked: undefined }, "");
  const history = createBrowserHistory();
  await nextTask();

  const router: DataRouter = createRouter({
    routes,
    history,
    basename: context.basename,
    hydrationData,
    mapRouteProperties: defaultMapRouteProperties,
    hydrationRouteProperties,
    dataStrategy: getTurboStreamSingleFetchDataStrategy(() => router, manifest, routeModules, context.ssr),
    patchRoutesOnNavigation: getPatchRoutesOnNavigationFunction(
      () => router,
      manifest,
      routeModules,
      context.ssr,
      context.routeDiscovery,
      context.isSpaMode,
      context.basename,
    ),
  });
  // What React Router's dev server (hot module replacement) looks for.
  Object.assign(router, { createRoutesForHMR: createClientRoutesWithHMRRevalidationOptOut });
  window.__reactRouterDataRouter = router;
  await nextTask();

  const initialized = router.state.initialized;
  if (initialized) router.initialize();
  await nextTask();
  return { router, context, manifest, routeModules, initialized };
}

let started = false;

export function HydratedRouter({ hydration }: { hydration: Hydration }) {
  const { router, context, manifest, routeModules } = hydration;
  // The dev server inlines the page's CSS until the app has hydrated.
  const [criticalCss, setCriticalCss] = useState(import.meta.env.DEV ? context.criticalCss : undefined);
  useEffect(() => {
    if (import.meta.env.DEV) setCriticalCss(undefined);
  }, []);
  useEffect(() => {
    if (!import.meta.env.DEV || criticalCss !== undefined) return;
    for (const element of document.querySelectorAll("[data-react-router-critical-css]")) element.remove();
  }, [criticalCss]);
  const [location, setLocation] = useState(router.state.location);
  useLayoutEffect(() => {
    if (hydration.initialized || started) return;
    started = true;
    router.initialize();
  }, [hydration.initialized, router]);
  useLayoutEffect(
    () =>
      router.subscribe((state) => {
        if (state.location !== location) setLocation(state.location);
      }),
    [location, router],
  );
  useFogOFWarDiscovery(
    router,
    manifest,
    routeModules,
    context.ssr,
    context.routeDiscovery,
    context.isSpaMode,
  );
  return (
    <FrameworkContext.Provider
      value={{
        manifest,
        routeModules,
        future: context.future,
        criticalCss,
        ssr: context.ssr,
        isSpaMode: context.isSpaMode,
        routeDiscovery: context.routeDiscovery,
      }}
    >
      <RemixErrorBoundary location={location}>
        <RouterProvider router={router} />
      </RemixErrorBoundary>
    </FrameworkContext.Provider>
  );
}
