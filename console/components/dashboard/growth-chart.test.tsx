import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import type { DayCounts } from "#shared/console-api.ts";
import { GrowthChart, heightOf, weekLabels } from "./growth-chart";
import { weeksOf } from "./weeks";

const days: DayCounts[] = Array.from({ length: 90 }, (_, index) => ({
  date: new Date(Date.UTC(2026, 7, 29 + index)).toISOString().slice(0, 10),
  signUps: index >= 83 ? 2 : 1,
  confirmations: index >= 83 ? 1 : 0,
  unsubscribes: 0,
  bounces: 0,
  complaints: 0,
}));

it("counts whole weeks back from the latest day", () => {
  const weeks = weeksOf(days);
  expect(weeks).toHaveLength(12);
  expect(weeks.at(-1)).toMatchObject({ to: days.at(-1)?.date, signUps: 14, confirmations: 7 });
  expect(weeks[0]).toMatchObject({ signUps: 7, confirmations: 0 });
});

it("names each week by the day it starts, the month where it changes", () => {
  const labels = weekLabels(weeksOf(days));
  expect(labels.slice(0, 3)).toEqual([
    { day: "4", month: "Sept" },
    { day: "11", month: "" },
    { day: "18", month: "" },
  ]);
  expect(labels.find((label) => label.month === "Oct")).toEqual({ day: "2", month: "Oct" });
});

it("puts a tick and a bar of the same value at the same height", () => {
  expect(heightOf(68, 100)).toBe("68%");
  render(<GrowthChart days={days} />);
  // The scale for a highest week of 14: 0–20 in quarters; labels centred on their value, not above it.
  const ticks = [...document.querySelectorAll<HTMLElement>("[data-tick]")];
  expect(ticks.map((tick) => tick.textContent)).toEqual(["0", "5", "10", "15", "20"]);
  expect(ticks.map((tick) => tick.style.bottom)).toEqual(["0%", "25%", "50%", "75%", "100%"]);
  for (const tick of ticks) expect(tick.className).toMatch(/(^| )translate-y-1\/2( |$)/);
  const bars = [...document.querySelectorAll<HTMLElement>("[data-bar]")];
  expect(bars).toHaveLength(12);
  expect(bars.at(-1)?.style.height).toBe("70%");
});

it("shows a week's figures by tap or keyboard, no slider", async () => {
  render(<GrowthChart days={days} />);
  expect(screen.queryByRole("slider")).toBeNull();
  const status = screen.getByRole("status");
  expect(status.textContent).toMatch(/14 sign-ups, 7 confirmations$/);
  const weeks = screen.getAllByRole("button");
  expect(weeks).toHaveLength(12);
  expect(weeks.at(-1)?.getAttribute("aria-pressed")).toBe("true");
  weeks[0]?.focus();
  await userEvent.keyboard("{Enter}");
  expect(status.textContent).toMatch(/7 sign-ups, 0 confirmations$/);
  expect(weeks[0]?.getAttribute("aria-pressed")).toBe("true");
});
