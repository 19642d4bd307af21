/** Hand-computed cases for each part of the whole year; the derivations are in docs/tax-calculator.md,
 * "The whole year". 2026, born 1985, KI 32.38 % (the national average) unless said otherwise. */
import { describe, expect, it } from "vitest";
import { computeReturn, type ReturnInput, type ReturnLines } from "./compute-return";
import type { TaxYear } from "./constants";
import { toNumber } from "./exact";

const base: ReturnInput = {
  salary: 360_000,
  pension: 0,
  municipalRate: 32.38,
  birthYear: 1985,
  burialRate: 0.292,
  churchRate: 0,
  travel: 0,
  interest: 0,
  loan: "secured",
  isk: 0,
  rot: 0,
  rut: 0,
  rotRaised: false,
  paid: null,
};

function year(change: Partial<ReturnInput>, taxYear: TaxYear = 2026): ReturnLines {
  const result = computeReturn({ ...base, ...change }, taxYear);
  if (result.status !== "computed") throw new Error(result.reason);
  return result.lines;
}

describe("fees", () => {
  it("public service fee at its cap and the uniform burial fee, öre dropped", () => {
    const l = year({});
    expect(l.totalTax).toBe(66_645);
    expect(l.publicServiceFee).toBe(1_184); // 1 % × 332 000 = 3 320 > cap
    expect(l.burialFee).toBe(969); // 0.292 % × 332 000 = 969.44
    expect(l.finalTax).toBe(66_645 + 1_184 + 969);
  });
  it("2025: the cap 1 249 kr and 0.293 %; a church fee when given; none for a reader under 18", () => {
    const l = year({ burialRate: 0.293, churchRate: 1.1 }, 2025);
    expect(l.bfi).toBe(332_400);
    expect(l.publicServiceFee).toBe(1_249);
    expect(l.burialFee).toBe(973); // 973.93
    expect(l.churchFee).toBe(3_656); // 3 656.40
    expect(year({ birthYear: 2008, salary: 100_000 }).publicServiceFee).toBe(0);
    expect(year({ salary: 100_000 }).publicServiceFee).toBe(666); // BFI 66 600 (FFI 100 000 − GA 33 400)
  });
  it("no burial fee where it is not established (Stockholm, Tranås 2025), and then no balance", () => {
    const l = year({ burialRate: null, paid: 70_000 }, 2025);
    expect(l.burialFee).toBeNull();
    expect(l.balance).toBeNull();
  });
});

describe("travel costs", () => {
  it("the part above 15 000 kr (2026) lowers FFI; AI stays the salary", () => {
    const l = year({ travel: 25_000 });
    expect(l.travelDeduction).toBe(10_000);
    expect([l.ffi, l.grundavdrag, l.bfi, l.municipalTax]).toEqual([350_000, 29_000, 321_000, 103_939]);
    expect(l.jobTaxCredit).toBe(39_032);
    expect(l.totalTax).toBe(103_939 - 39_032 - 1_500);
  });
  it("the threshold is 11 000 kr in 2025; below it nothing", () => {
    expect(year({ travel: 25_000 }, 2025).travelDeduction).toBe(14_000);
    expect(year({ travel: 15_000 }).travelDeduction).toBe(0);
  });
});

describe("capital: ISK and interest", () => {
  it("ISK: the capital base above the tax-free amount × 3.55 % (2026) or 2.96 % (2025), taxed at 30 %", () => {
    expect(toNumber(year({ isk: 500_000 }).iskIncome)).toBe(7_100);
    expect(year({ isk: 500_000 }).capitalTax).toBe(2_130);
    expect(year({ isk: 500_000 }, 2025).capitalTax).toBe(3_108); // 350 000 × 2.96 % = 10 360
    expect(year({ isk: 300_000 }).capitalTax).toBe(0);
  });
  it("interest: 30 % up to 100 000 kr, 21 % above; unsecured half in 2025, nothing in 2026", () => {
    expect(year({ interest: 40_000 }).capitalDeficitReduction).toBe(12_000);
    expect(year({ interest: 150_000 }).capitalDeficitReduction).toBe(40_500);
    expect(year({ interest: 40_000, loan: "unsecured" }).capitalDeficitReduction).toBe(0);
    expect(year({ interest: 40_000, loan: "unsecured" }, 2025).capitalDeficitReduction).toBe(6_000);
    expect(year({ interest: 333 }).capitalDeficitReduction).toBe(99); // 99.90
  });
  it("interest is set against ISK income first", () => {
    const l = year({ isk: 500_000, interest: 10_000 });
    expect(l.capitalTax).toBe(0);
    expect(l.capitalDeficitReduction).toBe(870); // 30 % × (10 000 − 7 100)
  });
});

describe("ROT and RUT", () => {
  it("ROT 30 % (2026) and RUT 50 %, each öre dropped", () => {
    const l = year({ salary: 600_000, rot: 100_000, rut: 40_001 });
    expect([l.rotReduction, l.rutReduction]).toEqual([30_000, 20_000]);
  });
  it("ROT 50 % for work paid 12 May – 31 Dec 2025; ceilings 50 000 and 75 000 together", () => {
    expect(year({ salary: 1_000_000, rot: 100_000, rotRaised: true }, 2025).rotReduction).toBe(50_000);
    expect(year({ salary: 1_000_000, rot: 100_000, rotRaised: true }).rotReduction).toBe(30_000);
    const l = year({ salary: 1_000_000, rot: 400_000, rut: 200_000 });
    expect([l.rotReduction, l.rutReduction]).toEqual([50_000, 25_000]);
  });
  it("a reduction larger than the tax left is lost (the pension fee is a fee: no reduction takes it)", () => {
    // 360 000 kr: 107 501 − 25 200 − 39 356 − 1 500 = 41 445 kr of tax left for ROT and RUT.
    expect(year({ rot: 100_000, rut: 40_000 }).rutReduction).toBe(41_445 - 30_000);
    const l = year({ salary: 120_000, rut: 100_000 });
    const left = l.municipalTax + l.stateTax - l.pensionReduction - l.jobTaxCredit - l.earnedIncomeReduction;
    expect(l.rutReduction).toBe(left);
    expect(l.rutReduction).toBeLessThan(50_000);
  });
});

describe("refund or kvarskatt", () => {
  it("paid against the final tax, to the krona", () => {
    expect(year({ paid: 70_000 }).balance).toBe(70_000 - 68_798);
    expect(year({ paid: 65_000 }).balance).toBe(65_000 - 68_798);
  });
  it("ROT/RUT the firm deducted is charged back: only the part the tax cannot take costs the reader", () => {
    expect(year({ paid: 70_000, rut: 40_000 }).balance).toBe(1_202);
    const small = year({ salary: 120_000, rut: 100_000, paid: 0 });
    // The tax before RUT, plus the part of the 50 000 kr deducted on the invoice that the tax could not take.
    expect(small.balance).toBe(-(small.finalTax + small.rutReduction) - (50_000 - small.rutReduction));
  });
});

describe("the whole year on 2 000 seeded inputs", () => {
  /** mulberry32, as in properties.test.ts: a failure can be replayed. */
  function seeded(seed: number): () => number {
    let state = seed;
    return () => {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    };
  }
  it("prints whole-krona lines that add up to the final tax, which never falls as salary rises", () => {
    const draw = seeded(2027);
    const some = (max: number) => (draw() < 0.5 ? 0 : Math.floor(draw() * max));
    for (let index = 0; index < 2_000; index += 1) {
      const taxYear: TaxYear = index % 2 === 0 ? 2026 : 2025;
      const input: Partial<ReturnInput> = {
        salary: Math.floor(draw() * 1_500_000),
        municipalRate: 28.93 + Math.round(draw() * 672) / 100,
        birthYear: 1960 + Math.floor(draw() * 45),
        churchRate: draw() < 0.3 ? Math.round(draw() * 150) / 100 : 0,
        travel: some(60_000),
        interest: some(200_000),
        loan: draw() < 0.5 ? "secured" : "unsecured",
        isk: some(3_000_000),
        rot: some(300_000),
        rut: some(200_000),
        rotRaised: draw() < 0.5,
        paid: Math.floor(draw() * 400_000),
      };
      const l = year(input, taxYear);
      const label = JSON.stringify(input);
      const printed = [
        l.municipalTax,
        l.stateTax,
        l.capitalTax,
        l.pensionContribution,
        -l.pensionReduction,
        -l.jobTaxCredit,
        -l.earnedIncomeReduction,
        -l.capitalDeficitReduction,
        -l.rotReduction,
        -l.rutReduction,
        l.publicServiceFee,
        l.burialFee ?? 0,
        l.churchFee,
      ];
      for (const line of printed) expect(Number.isInteger(line), label).toBe(true);
      expect(
        printed.reduce((sum, line) => sum + line, 0),
        label,
      ).toBe(l.finalTax);
      expect(l.balance, label).toBe((input.paid ?? 0) - l.finalTax - l.rotRutReceived);
      const more = year({ ...input, salary: (input.salary ?? 0) + 1 + Math.floor(draw() * 20_000) }, taxYear);
      expect(more.finalTax, label).toBeGreaterThanOrEqual(l.finalTax);
    }
  }, 60_000);
});
