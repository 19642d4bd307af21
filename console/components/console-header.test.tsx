import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import { consoleApi } from "#shared/console-paths.ts";
import { paths } from "../lib/router";
import { stubFetch } from "../lib/test-fetch";
import { ConsoleHeader } from "./console-header";

const hostile = "<img src=x onerror=alert(1)>@example.com";

it("shows the operator's address as text, never as HTML", () => {
  const { container } = render(
    <ConsoleHeader
      session={{ email: hostile, idleUntil: "2026-11-24T13:00:00Z" }}
      current={paths.dashboard}
    />,
  );
  expect(screen.getByText(hostile)).toBeTruthy();
  expect(container.querySelector("img")).toBeNull();
});

it("marks the current screen in the navigation", () => {
  render(<ConsoleHeader session={{ email: "op@example.com", idleUntil: "" }} current={paths.issues} />);
  const nav = screen.getByRole("navigation", { name: "Console" });
  expect(nav.querySelector("[aria-current=page]")?.textContent).toBe("Issues");
});

it("signs out and goes to the sign-in page", async () => {
  window.history.replaceState(null, "", paths.dashboard);
  const fetch = stubFetch(() => new Response(null, { status: 204 }));
  render(<ConsoleHeader session={{ email: "op@example.com", idleUntil: "" }} current={paths.dashboard} />);
  await userEvent.click(screen.getByRole("button", { name: "Sign out" }));
  expect(fetch.mock.calls[0]?.[0]).toBe(consoleApi.signOut);
  expect(window.location.pathname).toBe(paths.signIn);
});

it("on a phone, opens the navigation from one Menu button and closes it on the next screen", async () => {
  const { rerender } = render(
    <ConsoleHeader session={{ email: "op@example.com", idleUntil: "" }} current={paths.dashboard} />,
  );
  const menu = screen.getByRole("button", { name: "Menu" });
  const controlled = document.getElementById(menu.getAttribute("aria-controls") ?? "");
  expect(controlled?.contains(screen.getByRole("navigation", { name: "Console" }))).toBe(true);
  expect(menu.getAttribute("aria-expanded")).toBe("false");
  expect(controlled?.className).toMatch(/max-sm:hidden/);
  await userEvent.click(menu);
  expect(menu.getAttribute("aria-expanded")).toBe("true");
  expect(controlled?.className).not.toMatch(/max-sm:hidden/);
  rerender(<ConsoleHeader session={{ email: "op@example.com", idleUntil: "" }} current={paths.courses} />);
  expect(menu.getAttribute("aria-expanded")).toBe("false");
});
