import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The feature rule (docs/decisions/068-app-by-feature.md): outside app/features/<name>/, code reaches
 * a feature only through the files named here; the rest of the folder is the feature's own. Route
 * modules (app/routes/) compose pages from features and may import any of their files.
 */
const publicFiles: Record<string, readonly string[]> = {
  // The lesson Markdown's `::calculator[kind]` directive (parsed and rendered in app/content/), and
  // the calculator's words (app/lib/discovery.ts describes the page to crawlers).
  calculator: ["calculator-directive.ts", "words/calculator-en.ts", "words/calculator-se.ts"],
  // The course parser (app/content/ reads the Markdown with it); the home page's course cards.
  courses: [
    "parse-courses.ts",
    "course-illustrations.ts",
    "course-illustration.tsx",
    "course-card-progress.tsx",
  ],
  // Lesson text links the glossary's terms as it renders (app/content/render-markdown.ts).
  glossary: ["glossary-links.ts"],
  home: [],
  legal: [],
  // The home page's links that scroll to the sign-up form.
  newsletter: ["signup-link.tsx"],
};

const app = path.resolve(import.meta.dirname, "..");
const features = path.join(app, "features");
const sourceFile = /\.tsx?$/;
const relativeImport = /(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g;

/** Every relative import of every file under app/ but app/routes/, tests included, as file → target. */
function imports() {
  const files = readdirSync(app, { recursive: true, encoding: "utf8" })
    .filter((name) => sourceFile.test(name) && !name.startsWith(`routes${path.sep}`))
    .map((name) => path.join(app, name));
  return files.flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(relativeImport)].map((match) => ({
      from: path.relative(app, file),
      to: path.resolve(path.dirname(file), match[1] ?? "").replace(/\.(tsx?|js)$/, ""),
    })),
  );
}

/** The feature a path lies in and the path inside it, or null outside app/features/<name>/. */
function featureOf(file: string) {
  const inside = path.relative(features, file).split(path.sep);
  return inside.length > 1 && inside[0] !== ".."
    ? { name: inside[0] ?? "", rest: inside.slice(1).join("/") }
    : null;
}

describe("features", () => {
  it("are reached from outside only through their public files", () => {
    const breaches = imports().flatMap(({ from, to }) => {
      const target = featureOf(to);
      if (!target || featureOf(path.join(app, from))?.name === target.name) return [];
      const open = (publicFiles[target.name] ?? []).map((name) => name.replace(/\.(tsx?|js)$/, ""));
      return open.includes(target.rest) ? [] : [`${from} → features/${target.name}/${target.rest}`];
    });
    expect(breaches).toEqual([]);
  });

  it("name only files that exist, and every feature folder is listed", () => {
    const folders = readdirSync(features, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(folders.map((entry) => entry.name).sort()).toEqual(Object.keys(publicFiles).sort());
    const missing = Object.entries(publicFiles).flatMap(([name, files]) =>
      files.filter((file) => !existsSync(path.join(features, name, file))).map((file) => `${name}/${file}`),
    );
    expect(missing).toEqual([]);
  });
});
