/** Set-up of every unit test file (vitest.config.ts). `vi.waitFor` gives up after 1 s unless a test says
 * otherwise, and Vitest has no setting for that default: on a busy machine with files side by side, an
 * operator's sign-in mail took longer than that to be queued (console-composer-choices.test.ts at load
 * 21). The bound becomes 10 s; a wait still returns as soon as its callback passes, so only a failing
 * test waits longer. A test that gives its own timeout keeps it. */
import { vi } from "vitest";

const waitFor = vi.waitFor;
vi.waitFor = ((callback, options) =>
  waitFor(
    callback,
    typeof options === "number" ? options : { timeout: 10_000, ...options },
  )) as typeof vi.waitFor;
