/**
 * A table that becomes stacked rows on a phone (below 640 px): each row a block, each cell a line led
 * by its column's name (the cell's `data-label`, drawn by CSS), so nothing scrolls sideways and no
 * column shrinks to a few letters a line (WCAG 1.4.10). The header row is hidden there; the cells'
 * labels say what it said. Above 640 px it is the plain table.
 */
import { tableClasses } from "./scroll-box";

export const stackedTableClasses = [
  tableClasses,
  "max-sm:block max-sm:[&_tbody]:block max-sm:[&_thead]:hidden",
  "max-sm:[&_tbody_tr]:block max-sm:[&_tbody_tr]:py-2",
  "max-sm:[&_td]:flex max-sm:[&_td]:gap-3 max-sm:[&_td]:py-1",
  "max-sm:[&_td]:before:w-24 max-sm:[&_td]:before:shrink-0 max-sm:[&_td]:before:font-semibold max-sm:[&_td]:before:text-slate-700 max-sm:[&_td]:before:content-[attr(data-label)]",
].join(" ");
