import { describe, expect, it } from "vitest";
import { readAddress } from "./address";

describe("readAddress", () => {
  it("reads the inputs from the fragment", () => {
    const read = readAddress("#year=2026&salary=360000", "");
    expect(read.fromQuery).toBe(false);
    expect(read.params.get("salary")).toBe("360000");
  });
  it("takes an old query address's inputs, to be moved into the fragment, and only the known names", () => {
    const read = readAddress("", "?year=2026&salary=360000&utm_source=x");
    expect(read.fromQuery).toBe(true);
    expect(read.params.toString()).toBe("year=2026&salary=360000");
  });
  it("prefers the fragment when both carry inputs", () => {
    expect(readAddress("#salary=1", "?salary=2").params.get("salary")).toBe("1");
  });
  it("is empty for a bare address", () => {
    expect(readAddress("", "").params.toString()).toBe("");
  });
});
