import { describe, expect, it } from "vitest";
import { en, enLegalText } from "#shared/i18n/en.ts";
import { se, seLegalText } from "#shared/i18n/se.ts";
import {
  type Dictionary,
  fill,
  forMode,
  type TextKey,
  translate,
  translateList,
} from "#shared/i18n/translate.ts";

/** Every leaf of a nested object with its dotted path: ["nav.home", "Home"], … A list of plain texts
 * is one leaf; a list holding per-mode pairs is walked into, item by item ("….items.2.live"). */
function leaves(node: unknown, prefix = ""): [string, unknown][] {
  if (typeof node !== "object" || node === null) return [[prefix, node]];
  if (Array.isArray(node) && node.every((item) => typeof item === "string")) return [[prefix, node]];
  return Object.entries(node).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

const leafKeys = (node: unknown) => leaves(node).map(([key]) => key);

describe("dictionaries", () => {
  it("have exactly the same keys in English and Swedish", () => {
    expect(leafKeys(se)).toEqual(leafKeys(en));
  });

  it("have exactly the same legal text keys in English and Swedish", () => {
    expect(leafKeys(seLegalText)).toEqual(leafKeys(enLegalText));
  });

  it("cover every key group of SPEC.md §3", () => {
    for (const group of [
      "nav",
      "hero",
      "features",
      "courses",
      "newsletter",
      "footer",
      "cookie",
      "thankYou",
    ]) {
      expect(Object.keys(en)).toContain(group);
    }
    for (const group of ["privacy", "cookiePolicy", "terms"]) expect(Object.keys(en)).toContain(group);
  });

  it("have no empty texts", () => {
    for (const [key, value] of [en, se, enLegalText, seLegalText].flatMap((texts) => leaves(texts))) {
      const texts = Array.isArray(value) ? value : [value];
      expect(texts.length, key).toBeGreaterThan(0);
      for (const text of texts) expect(typeof text === "string" && text.trim() !== "", key).toBe(true);
    }
  });

  it("keep the exact texts SPEC.md quotes", () => {
    expect(en.thankYou.message).toBe(
      "Your submission has been received successfully. We'll be in touch soon.",
    );
    expect(en.newsletter.success).toBe("Thank you for subscribing! Check your email for confirmation.");
    expect(en.cookie.accept).toBe("Accept All");
    expect(en.cookie.decline).toBe("Decline");
    expect(en.cookie.settings).toBe("Cookie Settings");
  });
});

describe("translate", () => {
  it("returns the text at a dotted key", () => {
    expect(translate(en, "nav.home")).toBe("Home");
    expect(translate(se, "nav.home")).toBe("Hem");
  });

  it("fills placeholders", () => {
    expect(translate(en, "footer.copyright", { year: 2025, company: "X AB" })).toBe(
      "© 2025 X AB. All rights reserved.",
    );
  });

  it("shows the key itself when a text is missing (SPEC.md §3)", () => {
    const partial = { ...en, nav: { ...en.nav, home: undefined } } as unknown as Dictionary;
    expect(translate(partial, "nav.home")).toBe("nav.home");
    expect(translate(en, "nav.nothing" as TextKey)).toBe("nav.nothing");
    expect(translate(en, "toString" as TextKey)).toBe("toString");
  });

  it("shows a missing list as its key", () => {
    const partial = { ...en, features: { ...en.features, feature1: {} } } as unknown as Dictionary;
    expect(translateList(partial, "features.feature1.points")).toEqual(["features.feature1.points"]);
  });
});

describe("texts per newsletter mode", () => {
  it("are typed keys ending in the mode, looked up like any other text", () => {
    expect(translate(en, "courses.subtitle.simulated")).toBe(en.courses.subtitle.simulated);
    expect(translate(se, "hero.cta.live")).toBe(se.hero.cta.live);
  });

  it("resolve to the mode's variant, also inside lists and whole documents", () => {
    expect(forMode({ simulated: "a", live: "b" }, "live")).toBe("b");
    expect(forMode(["x", { simulated: "a", live: "b" }], "simulated")).toEqual(["x", "a"]);
    expect(forMode({ simulated: ["a"], live: ["b", "c"] }, "live")).toEqual(["b", "c"]);
    expect(forMode({ heading: "h", body: [{ simulated: "a", live: "b" }] }, "live")).toEqual({
      heading: "h",
      body: ["b"],
    });
    expect(forMode("plain", "live")).toBe("plain");
  });

  it("default to the simulated mode, which the build uses unless NEWSLETTER_MODE=live", () => {
    expect(forMode(en.thankYou.note)).toBe(en.thankYou.note.simulated);
  });

  it("keep SPEC.md's thank-you message the same in both modes, the note after it differing", () => {
    for (const dictionary of [en, se]) {
      expect(dictionary.thankYou.note.simulated).not.toBe(dictionary.thankYou.note.live);
    }
    expect(en.thankYou.note.live).toContain("48 hours");
  });
});

it("fills placeholders and leaves unknown ones visible", () => {
  expect(fill("{a} and {b}", { a: 1 })).toBe("1 and {b}");
  expect(fill("{a}")).toBe("{a}");
});
