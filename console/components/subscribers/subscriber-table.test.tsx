import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it, vi } from "vitest";
import type { SubscriberRow } from "#shared/console-api.ts";
import { SubscriberTable } from "./subscriber-table";

const rows: SubscriberRow[] = [
  {
    id: "0b6f2c1e-2d7a-4c55-9a51-1f0c5e0d9a01",
    email: "<img src=x onerror=alert(1)>@example.org",
    language: "se",
    status: "confirmed",
    suppressed: true,
    signedUpAt: "2026-11-01T09:00:00Z",
    confirmedAt: "2026-11-01T09:05:00Z",
  },
  {
    id: "7c0f6a3e-94b2-4e1d-8a3c-2b1d0e9f8a77",
    email: "anna@example.org",
    language: "en",
    status: "pending",
    suppressed: false,
    signedUpAt: "2026-11-02T09:00:00Z",
    confirmedAt: null,
  },
];

it("marks the order in its header and asks the server for another: a new column ascending, the same one turned over", async () => {
  const onSort = vi.fn();
  const { container } = render(<SubscriberTable rows={rows} sort="signedUpAt" descending onSort={onSort} />);
  const table = screen.getByRole("table", { name: "Subscribers, by time of sign-up, descending" });
  expect(within(table).getByRole("columnheader", { name: "Signed up" }).getAttribute("aria-sort")).toBe(
    "descending",
  );
  expect(within(table).getByRole("columnheader", { name: "Address" }).getAttribute("aria-sort")).toBeNull();
  await userEvent.click(within(table).getByRole("button", { name: "Address" }));
  expect(onSort).toHaveBeenLastCalledWith("email", false);
  await userEvent.click(within(table).getByRole("button", { name: "Signed up" }));
  expect(onSort).toHaveBeenLastCalledWith("signedUpAt", false);
  // Suppression is not an order the server offers.
  expect(within(table).queryByRole("button", { name: "Suppressed" })).toBeNull();
  expect(container.querySelector("img")).toBeNull();
});

it("shows each row in words, each cell labelled for the stacked layout, and links each record by its id", () => {
  render(<SubscriberTable rows={rows} sort="email" descending={false} onSort={() => {}} />);
  const [, first, second] = screen.getAllByRole("row");
  expect(
    within(first as HTMLElement)
      .getAllByRole("cell")
      .map((cell) => cell.getAttribute("data-label")),
  ).toEqual(["Address", "State", "Language", "Suppressed", "Signed up", "Confirmed"]);
  expect(
    within(second as HTMLElement)
      .getAllByRole("cell")
      .map((cell) => cell.textContent)
      .slice(1, 4),
  ).toEqual(["Pending (not confirmed yet)", "English", "No"]);
  // The record's own address: the opaque id, never the e-mail address (decision 028).
  const link = screen.getByRole("link", { name: "anna@example.org" });
  expect(link.getAttribute("href")).toBe("/admin/subscribers/7c0f6a3e-94b2-4e1d-8a3c-2b1d0e9f8a77");
  expect(link.getAttribute("href")).not.toMatch(/@/);
});
