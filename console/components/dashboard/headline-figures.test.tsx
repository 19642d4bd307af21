import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import type { Dashboard, DayCounts } from "#shared/console-api.ts";
import { changeInWords, HeadlineFigures, periodTotals } from "./headline-figures";

const days: DayCounts[] = Array.from({ length: 90 }, (_, index) => ({
  date: new Date(Date.UTC(2026, 7, 27 + index)).toISOString().slice(0, 10),
  // 1 a day in the 30 days before the latest 30, 2 a day in the latest 30.
  signUps: index >= 60 ? 2 : index >= 30 ? 1 : 9,
  confirmations: index >= 60 ? 1 : 0,
  unsubscribes: index === 89 ? 3 : 0,
  bounces: 0,
  complaints: 0,
}));

it("holds the last 30 days against the 30 before, in words", () => {
  expect(periodTotals(days, "signUps")).toEqual({ now: 60, before: 30 });
  expect(changeInWords(60, 30)).toBe("up 30 (+100%) on the 30 days before");
  expect(changeInWords(3, 4)).toBe("down 1 (−25%) on the 30 days before");
  expect(changeInWords(5, 0)).toBe("up 5 on the 30 days before");
  expect(changeInWords(0, 0)).toBe("the same as the 30 days before");
});

it("shows the confirmed readers and each figure's change", () => {
  const dashboard = {
    subscribers: [
      { status: "confirmed", language: "en", count: 120 },
      { status: "confirmed", language: "se", count: 14 },
      { status: "pending", language: "en", count: 7 },
    ],
    days,
  } as unknown as Dashboard;
  render(<HeadlineFigures dashboard={dashboard} />);
  expect(screen.getByText("134")).toBeTruthy();
  expect(screen.getByText("+27 in the last 30 days")).toBeTruthy();
  expect(screen.getByText("up 30 (+100%) on the 30 days before")).toBeTruthy();
});
