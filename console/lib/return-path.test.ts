import { beforeEach, expect, it } from "vitest";
import { rememberReturn, takeReturn } from "./return-path";

beforeEach(() => localStorage.clear());

it("returns once to the console screen the operator opened signed out", () => {
  rememberReturn("/admin/subscribers/7c0f6a3e-94b2-4e1d-8a3c-2b1d0e9f8a77", 1000);
  expect(takeReturn(2000)).toBe("/admin/subscribers/7c0f6a3e-94b2-4e1d-8a3c-2b1d0e9f8a77");
  expect(takeReturn(3000)).toBe("/admin");
});

it("keeps no path outside the console, the sign-in page, or one older than the link's 15 minutes", () => {
  for (const path of ["/en/", "//evil.example/admin", "/admin/sign-in", "/administrator"]) {
    rememberReturn(path, 0);
    expect(takeReturn(1)).toBe("/admin");
  }
  rememberReturn("/admin/courses", 0);
  expect(takeReturn(15 * 60_000 + 1)).toBe("/admin");
  localStorage.setItem("skattlyktan-console-return", "not json");
  expect(takeReturn()).toBe("/admin");
});
