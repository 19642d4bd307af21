// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  consentBootScript,
  consentStorageKey,
  readConsent,
  reopenConsent,
  saveConsent,
  takeOpener,
} from "./cookie-consent";

afterEach(() => {
  window.localStorage.clear();
  delete document.documentElement.dataset.consent;
});

describe("cookie consent storage", () => {
  it("stores the strings true and false under cookies-accepted", () => {
    saveConsent("true");
    expect(window.localStorage.getItem(consentStorageKey)).toBe("true");
    saveConsent("false");
    expect(window.localStorage.getItem("cookies-accepted")).toBe("false");
    expect(readConsent()).toBe("false");
  });

  it("ignores a stored value that is not a choice", () => {
    window.localStorage.setItem(consentStorageKey, "yes");
    // The in-memory fallback from earlier tests may hold a choice; with working storage it is the last saved one.
    expect(readConsent()).not.toBe("yes");
  });

  it("keeps the choice for this visit when storage throws", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(() => saveConsent("true")).not.toThrow();
    expect(readConsent()).toBe("true");
  });

  it("has a boot script that marks <html> only for a stored choice", () => {
    new Function(consentBootScript)();
    expect(document.documentElement.dataset.consent).toBeUndefined();
    window.localStorage.setItem(consentStorageKey, "false");
    new Function(consentBootScript)();
    expect(document.documentElement.dataset.consent).toBe("false");
  });
});

describe("Cookie Settings", () => {
  it("reopens the banner over a stored choice, which holds until a new answer", () => {
    saveConsent("true");
    document.documentElement.dataset.consent = "true"; // as the boot script marks a returning visitor
    const opener = document.createElement("button");
    reopenConsent(opener);
    expect(
      document.documentElement.dataset.consent,
      "the CSS that hides the banner is lifted",
    ).toBeUndefined();
    expect(readConsent()).toBe("true");
    expect(takeOpener()).toBe(opener);
    expect(takeOpener(), "given back once").toBeNull();
    saveConsent("false");
    expect(window.localStorage.getItem(consentStorageKey)).toBe("false");
  });
});
