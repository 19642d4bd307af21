/**
 * The console's tests run in jsdom, which has <dialog> but not its methods: showModal and close are
 * given the minimum (the `open` attribute and the close event). Without Vitest's globals Testing
 * Library cannot clean up by itself, so it is done here after each test.
 */
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

afterEach(cleanup);

if (typeof HTMLDialogElement.prototype.showModal !== "function") {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
}

// Tests stub fetch with vi.stubGlobal; each starts without the last one's.
afterEach(() => {
  vi.unstubAllGlobals();
});
