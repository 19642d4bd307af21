import { act, renderHook, waitFor } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import { onDemand, useOnDemand } from "./use-on-demand";

it("fetches once and shares the result; a failure is forgotten, so the next need tries again", async () => {
  const load = vi
    .fn<() => Promise<string>>()
    .mockRejectedValueOnce(new Error("offline"))
    .mockResolvedValue("module");
  const get = onDemand(load);
  await expect(get()).rejects.toThrow("offline");
  await expect(get()).resolves.toBe("module");
  await expect(get()).resolves.toBe("module");
  expect(load).toHaveBeenCalledTimes(2);
});

it("hands the module over with the request that asked for it; a failed request can be repeated", async () => {
  let fail = true;
  const load = onDemand(() =>
    fail ? Promise.reject(new Error("offline")) : Promise.resolve({ name: "menu" }),
  );
  const { result } = renderHook(() => useOnDemand<{ name: string }, string>(load));
  expect(result.current[0]).toBeNull();

  act(() => result.current[1]("keyboard"));
  await act(async () => {}); // the failed fetch settles
  expect(result.current[0]).toBeNull();

  fail = false;
  act(() => result.current[1]("pointer"));
  await waitFor(() => expect(result.current[0]).toEqual({ module: { name: "menu" }, request: "pointer" }));
});

it("fetches the module by itself once the page is idle", async () => {
  const load = vi.fn(() => Promise.resolve("module"));
  renderHook(() => useOnDemand(load));
  await waitFor(() => expect(load).toHaveBeenCalled(), { timeout: 2000 });
});
