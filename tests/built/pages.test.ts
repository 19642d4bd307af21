/** The pre-rendered pages as served, before any JavaScript runs: complete HTML in its language, and
 * the Swedish typography rule (docs/decisions/019) over the Swedish ones: whatever the text's source
 * (dictionary, configuration, a formatted date), a plain space inside a number or before kr, % or §
 * fails here. Moved from tests/e2e/routing.spec.ts and swedish-typography.spec.ts (issue 42). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "#shared/i18n/en.ts";
import { se } from "#shared/i18n/se.ts";
import { prerenderPaths, toolPagePaths } from "#shared/paths.ts";
import { languageInfo } from "#shared/site.ts";
import { typographyErrors } from "../../app/i18n/swedish-typography.ts";
import { type BuiltSite, openBuiltSite } from "./site.ts";

const dictionaries = { en, se } as const;
let site: BuiltSite;
beforeAll(async () => {
  site = await openBuiltSite();
});
afterAll(() => site.close());

describe.each(prerenderPaths)("%s", (path) => {
  const language = path.startsWith("/se") ? "se" : "en";

  it("is complete HTML before any JavaScript runs", async () => {
    const response = await site.get(path);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(`<html lang="${languageInfo[language].htmlLang}"`);
    for (const tag of ["header", "main", "h1", "footer"]) expect(html).toMatch(new RegExp(`<${tag}[\\s>]`));
    expect(html).toContain(dictionaries[language].footer.description);
  });
});

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', nbsp: "\u00a0" };
const decode = (html: string) =>
  html.replace(/&(#x?[\da-f]+|\w+);/gi, (entity, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X"))
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return entities[name] ?? entity;
  });

/** What a reader (or a search engine) gets as text: the text between tags, and the attributes that
 * are read out or shown. Scripts are code, not text. */
function readableText(html: string): string[] {
  const withoutCode = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, " ");
  const attributes = [
    ...withoutCode.matchAll(/\s(?:content|aria-label|alt|title|placeholder|tooldescription)="([^"]*)"/g),
  ].map((match) => match[1] ?? "");
  const text = withoutCode.split(/<[^>]+>/).filter((part) => part.trim() !== "");
  return [...text, ...attributes].map(decode);
}

const swedishPaths = [...prerenderPaths, ...toolPagePaths].filter((path) => path.startsWith("/se"));
it.each(swedishPaths)("%s: Swedish typography in the pre-rendered HTML", async (path) => {
  const response = await site.get(path);
  expect(response.statusCode).toBe(200);
  const texts = readableText(response.body);
  expect(texts.length).toBeGreaterThan(10);
  expect(texts.flatMap(typographyErrors)).toEqual([]);
});

it("finds a plain space in served HTML (the check can fail)", () => {
  expect(readableText('<p>625 800&nbsp;kr</p><meta content="50 %">').flatMap(typographyErrors)).toHaveLength(
    2,
  );
});
