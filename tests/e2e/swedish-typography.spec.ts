/** The Swedish typography rule (docs/decisions/019) over the pre-rendered Swedish pages as served:
 * whatever the text's source (dictionary, configuration, a formatted date), a plain space inside a
 * number or before kr, % or § fails here. */
import { typographyErrors } from "../../app/i18n/swedish-typography";
import { prerenderPaths, toolPagePaths } from "../../app/lib/paths";
import { expect, test } from "../support/fixtures";

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

for (const path of [...prerenderPaths, ...toolPagePaths].filter((path) => path.startsWith("/se"))) {
  test(`${path}: Swedish typography in the pre-rendered HTML`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.ok()).toBe(true);
    const texts = readableText(await response.text());
    expect(texts.length).toBeGreaterThan(10);
    expect(texts.flatMap(typographyErrors)).toEqual([]);
  });
}

test("the check finds a plain space in served HTML (it can fail)", () => {
  expect(readableText('<p>625 800&nbsp;kr</p><meta content="50 %">').flatMap(typographyErrors)).toHaveLength(
    2,
  );
});
