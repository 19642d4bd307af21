/** The three key-change cards of SPEC.md §1 and the ids they carry, so that the hero's "at a glance"
 * panel can link to them. The ids are the same in both languages. */
export const featureCards = {
  feature1: "new-tax-rates",
  feature2: "digital-declaration",
  feature3: "deduction-updates",
} as const;

export type FeatureKey = keyof typeof featureCards;
