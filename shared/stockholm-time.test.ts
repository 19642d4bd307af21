import { describe, expect, it } from "vitest";
import { stockholmInstant, stockholmWall } from "./stockholm-time.ts";

const utc = (text: string) => Date.parse(`${text}Z`);

describe("Stockholm's wall clock", () => {
  it("is UTC+1 in winter and UTC+2 in summer", () => {
    expect(stockholmWall(utc("2026-01-15T08:00:00"))).toBe(utc("2026-01-15T09:00:00"));
    expect(stockholmWall(utc("2026-07-15T08:00:00"))).toBe(utc("2026-07-15T10:00:00"));
  });

  it("finds the instant of a wall-clock time on both sides of a change", () => {
    // 29 March 2026: 02:00 becomes 03:00; 25 October 2026: 03:00 becomes 02:00.
    expect(stockholmInstant(utc("2026-03-29T01:30:00"))).toBe(utc("2026-03-29T00:30:00"));
    expect(stockholmInstant(utc("2026-03-29T03:30:00"))).toBe(utc("2026-03-29T01:30:00"));
    expect(stockholmInstant(utc("2026-10-25T04:00:00"))).toBe(utc("2026-10-25T03:00:00"));
  });

  it("reads a time the spring change skips as the hour after it", () => {
    expect(stockholmInstant(utc("2026-03-29T02:30:00"))).toBe(utc("2026-03-29T01:30:00"));
  });
});
