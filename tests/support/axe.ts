import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The WCAG 2.2 AA rules and axe's best practices, as every page of the site is held to them. */
export const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** Fails with each violation's rule and elements, prefixed by `where` (a path) when given. */
export async function expectNoAxeViolations(page: Page, where = ""): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  const prefix = where ? `${where}: ` : "";
  expect(
    violations.map((v) => `${prefix}${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`),
  ).toEqual([]);
}
