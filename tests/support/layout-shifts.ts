import type { Page } from "@playwright/test";

/** Records every layout shift from the start of the page into `window.shifts`. */
export async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The shifts so far, two frames on, so that one caused by the last change has been reported. */
export function shiftsSoFar(page: Page): Promise<number[]> {
  return page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
    return (window as unknown as { shifts: number[] }).shifts;
  });
}
