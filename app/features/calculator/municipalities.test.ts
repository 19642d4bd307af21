/** The module is the shared file's §8 table, row for row (regenerate it when the table changes). */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { municipalities, ownBurialFee2026 } from "./municipalities";

const file = path.resolve(process.cwd(), process.env.FACTS_DIR ?? "../shared", "tax-formulas.md");
const present = existsSync(file);

describe.skipIf(!present)("municipalities.ts matches tax-formulas.md §8", () => {
  const text = present ? readFileSync(file, "utf8") : "";
  const table = text.slice(text.indexOf("## 8. Municipal tax rates"));
  const rows = [...table.matchAll(/^\| ([^|]+?) \| (\d\d\.\d\d) \| (\d\d\.\d\d) \| ([^|]*)\|$/gm)];

  it("has every municipality with both years' rates", () => {
    expect(rows).toHaveLength(290);
    expect(municipalities.map(([name, a, b]) => [name, a.toFixed(2), b.toFixed(2)])).toEqual(
      rows.map(([, name, a, b]) => [name, a, b]),
    );
  });

  it("has the 2026 burial fees of their own, and no other", () => {
    const own = rows
      .filter(([, , , , burial]) => burial?.trim())
      .map(([, name, , , burial]) => [name, Number(burial?.split("/")[1]?.trim())]);
    expect(Object.entries(ownBurialFee2026)).toEqual(own);
  });
});
