import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it, vi } from "vitest";
import { Loadable } from "./loadable";

it("shows placeholders that say what is loading, not a bare 'Loading…'", () => {
  render(
    <Loadable loaded={{ state: "loading", reload: () => {} }} what="the audit log">
      {() => <p>never</p>}
    </Loadable>,
  );
  expect(screen.getByRole("status").textContent).toBe("Loading the audit log…");
});

it("says what failed and what to do, and tries again on request", async () => {
  const reload = vi.fn();
  render(
    <Loadable
      loaded={{
        state: "failed",
        message: "The server could not be reached. Check your connection and try again.",
        reload,
      }}
      what="the audit log"
    >
      {() => <p>never</p>}
    </Loadable>,
  );
  expect(screen.getByRole("alert").textContent).toBe(
    "The audit log could not be loaded. The server could not be reached. Check your connection and try again.",
  );
  await userEvent.click(screen.getByRole("button", { name: "Try again" }));
  expect(reload).toHaveBeenCalledTimes(1);
});

it("shows the content once it is there", () => {
  render(
    <Loadable loaded={{ state: "ready", data: 3, reload: () => {} }} what="the count">
      {(count) => <p>{count} items</p>}
    </Loadable>,
  );
  expect(screen.getByText("3 items")).toBeTruthy();
});
