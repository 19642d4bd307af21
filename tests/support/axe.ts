import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The WCAG 2.2 AA rules and axe's best practices, as every page of the site is held to them. */
export const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** `include` checks that part alone, where the page around it is checked elsewhere in its own state. */
type AxeOptions = { tags?: string[]; exclude?: string; include?: string };

/**
 * Fails with each violation's rule and elements, prefixed by `where` (a path) when given. Legacy mode
 * runs axe in the page itself: the default opens a second page to merge the frames' results, which
 * doubled each check's time (1.8–2.9 s against 0.9–1.1 s on the glossary) for the same results.
 */
export async function expectNoAxeViolations(page: Page, where = "", options: AxeOptions = {}): Promise<void> {
  let axe = new AxeBuilder({ page }).withTags(options.tags ?? axeTags).setLegacyMode();
  if (options.include) axe = axe.include(options.include);
  if (options.exclude) axe = axe.exclude(options.exclude);
  const { violations } = await axe.analyze();
  const prefix = where ? `${where}: ` : "";
  expect(
    violations.map((v) => `${prefix}${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`),
  ).toEqual([]);
}
