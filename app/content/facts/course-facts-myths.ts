/**
 * course-facts.md, "Myths the lessons must not repeat" (corrected 2026-11-26 and 2026-11-28): each myth as the file
 * corrects it. Their figures may appear in a sentence that corrects the myth (the myth detectors in
 * myth-detectors.ts guard the claim itself), so they count among the figures a lesson may write.
 */
import { withFigures } from "./fact";

export interface Myth {
  /** The file's correction, as it words it. */
  statement: string;
  /** Read from the statement (fact-figures.ts). */
  figures: readonly number[];
  dates: readonly string[];
}

export const myths: readonly Myth[] = [
  {
    statement:
      'A "distance-based" travel deduction (an amount per km from a lower limit of 15 km, 30 km for some big-city commuters, with no two-hour rule) was adopted by the Riksdag in 2022 and repealed before it took effect (prop. 2022/23:18). The cost-based rules below apply.',
  },
  {
    statement: "The travel deduction reduces taxable income; it is an avdrag, not a skattereduktion.",
  },
  {
    statement:
      'There is no tax reduction for union fees today. The last one (25 % of fees of at least 400 kr a year) applied to fees paid 1 July 2018 – 31 March 2019; an earlier one was abolished from 1 January 2007, so write "the last one applied from …", not "it existed only …". Only the a-kassa fee gives a reduction now. (2026-11-28)',
  },
  {
    statement: "The gift reduction's ceiling of 3 000 kr applied to 2022 only.",
  },
  {
    statement: "ROT/RUT ceilings are ceilings on the tax reduction, not on the labour cost.",
  },
  {
    statement:
      "The ISK tax-free amount is per person across ISK, capital insurance and PEPP, not per account.",
  },
  {
    statement:
      "Pillar 3a is Swiss. It cannot be opened without Swiss earned income; it is not a Swedish savings option.",
  },
  {
    statement:
      "Travel to a place of study is not newly deductible from 2026. Prop. 2025/26:31 only raises the threshold (11 000 → 15 000 kr) that already applied to work travel, travel to a place of education and inställelseresor; there is no general deduction for students.",
  },
  {
    statement:
      "The 2026 budget did not decide the ISK tax-free amount of 300 000 kr (the 2025 budget did, in autumn 2024), the end of the interest reduction on unsecured loans (prop. 2024/25:26, also autumn 2024), or ROT's return to 30 % (the 50 % was a temporary 2025 law that lapsed).",
  },
  {
    statement:
      'Approving the return by SMS or phone does not use BankID: it uses the security codes printed with the return. SMS and phone only approve an unchanged return: they cannot add a travel deduction, and the app takes no change other than a travel deduction (see "approving the return"). (2026-11-28)',
  },
  {
    statement:
      '"Enter half of the unsecured interest" is wrong: enter the whole interest; the calculation applies the half.',
  },
  {
    // Its figures count as stateable only so that the file and the project agree; the detector
    // "the 2026 brytpunkt from 66 as 751 100 kr" keeps 751 100 off every page.
    statement:
      "The 2026 brytpunkt for people who had turned 66 is not 751 100 kr (Bokio, Lönsamhetsdoktorn): that is 643 000 kr plus the lowest enhanced allowance under the 2025 rules (1.825 pbb = 108 100 kr). The 2026 law raised that allowance to 1.984 pbb (117 500 kr), so the brytpunkt is 760 500 kr, as Skatteverket states. (2026-11-28)",
  },
].map(withFigures);
