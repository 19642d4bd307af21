import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import type { DayCounts } from "../../../server/newsletter/domain/console-api.ts";
import { ActivityChart, niceMax } from "./activity-chart";
import { chartScale } from "./chart-scale";

/** 90 days, oldest first, with figures that differ per day and per series (some in the thousands). */
const days: DayCounts[] = Array.from({ length: 90 }, (_, index) => ({
  date: new Date(Date.UTC(2026, 7, 27 + index)).toISOString().slice(0, 10),
  signUps: (index * 37) % 1200,
  confirmations: (index * 29) % 900,
  unsubscribes: index % 7,
  bounces: index % 5,
  complaints: index % 31 === 0 ? 1 : 0,
}));

it("shows the chart's figures, day by day, newest first, in a table", async () => {
  render(<ActivityChart days={days} />);
  await userEvent.click(screen.getByText("The figures per day, as a table"));
  const table = screen.getByRole("table", { name: /per day/ });
  const [head, ...body] = within(table).getAllByRole("row");
  expect(
    within(head as HTMLElement)
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent),
  ).toEqual(["Day (UTC)", "Sign-ups", "Confirmations", "Unsubscribes", "Bounces", "Complaints"]);
  const rows = body.slice(0, days.length);
  expect(rows).toHaveLength(90);
  const newestFirst = [...days].reverse();
  rows.forEach((row, index) => {
    const day = newestFirst[index] as DayCounts;
    const cells = within(row)
      .getAllByRole("cell")
      .map((cell) => Number(cell.textContent?.replaceAll(",", "")));
    expect(within(row).getByRole("rowheader").textContent).toBe(day.date);
    expect(cells).toEqual([day.signUps, day.confirmations, day.unsubscribes, day.bounces, day.complaints]);
  });
  const total = days.reduce((sum, day) => sum + day.signUps, 0);
  expect(within(body.at(-1) as HTMLElement).getAllByRole("cell")[0]?.textContent).toBe(
    total.toLocaleString("en-GB"),
  );
});

it("names the chart with a summary of the totals, and draws one dashed line per series", () => {
  const { container } = render(<ActivityChart days={days} />);
  const chart = screen.getByRole("img");
  const signUps = days.reduce((sum, day) => sum + day.signUps, 0).toLocaleString("en-GB");
  expect(chart.getAttribute("aria-label")).toContain(`${signUps} sign-ups`);
  const dashes = [...container.querySelectorAll("polyline")].map((line) =>
    line.getAttribute("stroke-dasharray"),
  );
  expect(new Set(dashes).size).toBe(5);
});

it("rounds the scale up to 1, 2 or 5 times a power of ten", () => {
  expect([0, 1, 3, 12, 180, 1199].map(niceMax)).toEqual([1, 1, 5, 20, 200, 2000]);
});

it("keeps small numbers apart: a scale of at least 5, in steps of 1", () => {
  expect(chartScale(0)).toEqual({ max: 5, ticks: [0, 1, 2, 3, 4, 5] });
  expect(chartScale(2)).toEqual({ max: 5, ticks: [0, 1, 2, 3, 4, 5] });
  expect(chartScale(180)).toEqual({ max: 200, ticks: [0, 50, 100, 150, 200] });
});

it("shows a day's figures from the slider, in the chart and in words for a screen reader", () => {
  const { container } = render(<ActivityChart days={days} />);
  const slider = screen.getByRole("slider", { name: "Day shown in the chart" });
  const latest = days.at(-1) as DayCounts;
  expect(slider.getAttribute("aria-valuetext")).toBe(
    `24 Nov: ${latest.signUps} sign-ups, ${latest.confirmations} confirmations, ${latest.unsubscribes} unsubscribes, ${latest.bounces} bounces, ${latest.complaints} complaints`,
  );
  // jsdom does not step a range input by keyboard: the change the arrow key makes in a browser.
  fireEvent.change(slider, { target: { value: "88" } });
  const day = days.at(-2) as DayCounts;
  expect(screen.getByText(new RegExp(`^23 Nov: ${day.signUps} sign-ups`))).toBeTruthy();
  // The same figures drawn in the chart, beside the day's line.
  expect(
    within(container.querySelector("svg[role=img]") as HTMLElement).getByText(
      `Sign-ups: ${day.signUps.toLocaleString("en-GB")}`,
    ),
  ).toBeTruthy();
});

it("uses five distinct colours", () => {
  const { container } = render(<ActivityChart days={days} />);
  const colours = [...container.querySelectorAll("polyline")].map((line) => line.getAttribute("class"));
  expect(new Set(colours).size).toBe(5);
  expect(colours.join(" ")).not.toMatch(/brand/);
});
