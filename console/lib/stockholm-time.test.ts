import { describe, expect, it } from "vitest";
import { formatStockholm, stockholmToIso } from "./stockholm-time";

describe("Stockholm times for a schedule", () => {
  it("converts winter and summer wall-clock times to UTC", () => {
    expect(stockholmToIso("2026-12-01T09:30")).toBe("2026-12-01T08:30:00.000Z");
    expect(stockholmToIso("2026-07-01T09:30")).toBe("2026-07-01T07:30:00.000Z");
  });
  it("holds on the days the clocks change", () => {
    // 29 March 2026: 02:00 becomes 03:00; 25 October 2026: 03:00 becomes 02:00.
    expect(stockholmToIso("2026-03-29T01:30")).toBe("2026-03-29T00:30:00.000Z");
    expect(stockholmToIso("2026-03-29T04:00")).toBe("2026-03-29T02:00:00.000Z");
    expect(stockholmToIso("2026-10-25T04:00")).toBe("2026-10-25T03:00:00.000Z");
  });
  it("refuses what is not a datetime-local value, and reads back in Stockholm time", () => {
    expect(stockholmToIso("")).toBeUndefined();
    expect(stockholmToIso("tomorrow")).toBeUndefined();
    expect(formatStockholm("2026-12-01T08:30:00.000Z")).toBe("1 Dec 2026, 09:30 Stockholm time");
  });
});
