/** Decision records stay decisions (issue 49): each says its status, context, decision and consequences in
 * at most 60 lines (measurements belong in docs/benchmarks-*.md), and the index lists every record. */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const folder = path.join(process.cwd(), "docs/decisions");
const records = readdirSync(folder).filter((name) => /^\d{3}-.+\.md$/.test(name));
const index = readFileSync(path.join(folder, "README.md"), "utf8");
const lines = (name: string) => readFileSync(path.join(folder, name), "utf8").trimEnd().split("\n");

describe("decision records", () => {
  it("finds the records", () => {
    expect(records.length).toBeGreaterThan(40);
  });

  it.each(records)("%s fits in 60 lines", (name) => {
    expect(lines(name).length).toBeLessThanOrEqual(60);
  });

  it.each(records)("%s has a status and the three sections, in order", (name) => {
    const text = lines(name);
    expect(text.find((line) => line.startsWith("Status: "))).toMatch(/^Status: (accepted|superseded)/);
    const headings = text.filter((line) => line.startsWith("## ")).map((line) => line.trim());
    const order = ["## Context", "## Decision", "## Consequences"].map((h) => headings.indexOf(h));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it.each(records)("%s has a row in the index", (name) => {
    expect(index).toContain(`| ${name.slice(0, 3)} | `);
    expect(index).toContain(`](${name})`);
  });
});
