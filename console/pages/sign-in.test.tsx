import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import { consoleApi } from "#shared/console-paths.ts";
import { paths } from "../lib/router";
import { bodySentTo, jsonResponse, stubFetch } from "../lib/test-fetch";
import { linkSentMessage, SignInPage } from "./sign-in";

it("takes the token out of the address bar at once, posts it, then opens the dashboard", async () => {
  window.history.replaceState(null, "", `${paths.signIn}#token=abc123`);
  const fetch = stubFetch(() =>
    jsonResponse(200, { email: "op@example.com", idleUntil: "2026-11-24T13:00:00Z" }),
  );
  render(<SignInPage />);
  // Gone before the answer comes: nothing waited for.
  expect(window.location.hash).toBe("");
  expect(window.location.href).not.toContain("abc123");
  expect(screen.getByRole("status").textContent).toMatch(/Checking your sign-in link/);
  expect(bodySentTo(fetch, consoleApi.signInComplete)).toEqual({ token: "abc123" });
  expect(fetch).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(window.location.pathname).toBe(paths.dashboard));
});

it("says so when the link is used or expired, and offers the form again", async () => {
  window.history.replaceState(null, "", `${paths.signIn}#token=used`);
  stubFetch(() => jsonResponse(400, { error: "invalid_link" }));
  render(<SignInPage />);
  expect(await screen.findByText(/This sign-in link is not valid any more/)).toBeTruthy();
  const alerts = screen.getAllByRole("alert").map((alert) => alert.textContent);
  expect(alerts.join(" ")).toMatch(/works once, for 15 minutes/);
  expect(screen.getByRole("textbox", { name: "Your e-mail address" })).toBeTruthy();
  expect(window.location.pathname).toBe(paths.signIn);
});

it("answers every address with the same message", async () => {
  window.history.replaceState(null, "", paths.signIn);
  const fetch = stubFetch(() => jsonResponse(202, { status: "sent" }));
  render(<SignInPage />);
  await userEvent.type(screen.getByRole("textbox", { name: "Your e-mail address" }), "someone@example.com");
  await userEvent.click(screen.getByRole("button", { name: "Send me a sign-in link" }));
  expect(await screen.findByText(linkSentMessage)).toBeTruthy();
  expect(bodySentTo(fetch, consoleApi.signInRequest)).toEqual({ email: "someone@example.com" });
});

it("ties a malformed address's error to the field and sends nothing", async () => {
  window.history.replaceState(null, "", paths.signIn);
  const fetch = stubFetch(() => jsonResponse(202, { status: "sent" }));
  render(<SignInPage />);
  const field = screen.getByRole("textbox", { name: "Your e-mail address" });
  await userEvent.type(field, "not an address");
  await userEvent.click(screen.getByRole("button", { name: "Send me a sign-in link" }));
  expect(field.getAttribute("aria-invalid")).toBe("true");
  expect(document.getElementById(field.getAttribute("aria-describedby") ?? "")?.textContent).toMatch(
    /Enter your e-mail/,
  );
  expect(fetch).not.toHaveBeenCalled();
});
