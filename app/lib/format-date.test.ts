import { expect, it } from "vitest";
import { formatDate } from "./format-date";

it("formats the legal date as SPEC.md and the content brief write it", () => {
  expect(formatDate("2025-01-01", "en")).toBe("January 1, 2025");
  expect(formatDate("2025-01-01", "se")).toBe("1 januari 2025");
});
