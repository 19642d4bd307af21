import { afterEach, expect, it, vi } from "vitest";

// React Router's internals, each reporting the task it ran in: what is tested is the order and the
// task boundaries, not React Router itself (the end-to-end tests hydrate real pages).
const calls: string[] = [];
const router = {
  state: { initialized: true, location: { pathname: "/en" } },
  initialize: vi.fn(() => calls.push("initialize")),
};
vi.mock("react-router", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  UNSAFE_decodeViaTurboStream: async () => {
    calls.push("decode");
    return { value: { loaderData: {} } };
  },
  UNSAFE_createClientRoutes: () => calls.push("routes") && [],
  UNSAFE_getHydrationData: () => calls.push("hydration data") && {},
  UNSAFE_createBrowserHistory: () => calls.push("history") && {},
  UNSAFE_createRouter: () => calls.push("router") && router,
  UNSAFE_getTurboStreamSingleFetchDataStrategy: () => undefined,
  UNSAFE_getPatchRoutesOnNavigationFunction: () => undefined,
}));
vi.mock("react-router/dom", () => ({}));

afterEach(() => {
  vi.useRealTimers();
  calls.length = 0;
});

it("creates the router before hydration, one step per task", async () => {
  vi.useFakeTimers();
  Object.assign(window, {
    __reactRouterContext: { stream: new ReadableStream(), ssr: false, isSpaMode: false, future: {} },
    __reactRouterManifest: { routes: {} },
    __reactRouterRouteModules: {},
  });
  const { createHydration } = await import("./hydrated-router");
  let done = false;
  const hydration = createHydration().then((result) => {
    done = true;
    return result;
  });

  const tasks: string[][] = [];
  while (!done) {
    const before = calls.length;
    await vi.runOnlyPendingTimersAsync();
    tasks.push(calls.slice(before));
  }
  expect(tasks.filter((task) => task.length > 0)).toEqual([
    ["decode"],
    ["routes"],
    ["hydration data"],
    ["history"],
    ["router"],
    ["initialize"],
  ]);
  await expect(hydration).resolves.toMatchObject({ router, initialized: true });
  expect(window.__reactRouterContext?.stream).toBeUndefined();
});

it("says what is missing on a page without React Router's hydration data", async () => {
  Object.assign(window, { __reactRouterContext: undefined });
  const { createHydration } = await import("./hydrated-router");
  await expect(createHydration()).rejects.toThrow("hydration data");
});
