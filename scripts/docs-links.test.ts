/** Every link in README.md and docs/ leads somewhere: a file or folder of the repository, and a heading
 * of that file where the link names one (issue 42). Links into ../shared/ are checked where it exists. */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = process.cwd();
const markdownFiles = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    return statSync(full).isDirectory() ? markdownFiles(full) : name.endsWith(".md") ? [full] : [];
  });
const files = [path.join(root, "README.md"), ...markdownFiles(path.join(root, "docs"))];

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
const anchorsIn = (file: string) =>
  new Set(
    [...readFileSync(file, "utf8").matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1] ?? "")),
  );

/** Link targets outside code blocks: `[text](target)` and `![alt](target)`. */
function linksIn(file: string): string[] {
  const text = readFileSync(file, "utf8").replace(/```[\s\S]*?```/g, "");
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? "");
}

describe.each(files.map((file) => [path.relative(root, file), file]))("%s", (_, file) => {
  it("links only to files, folders and headings that exist", () => {
    const broken: string[] = [];
    for (const link of linksIn(file)) {
      if (/^(?:https?:|mailto:)/.test(link)) continue;
      const [target = "", anchor] = link.split("#");
      const resolved = target ? path.resolve(path.dirname(file), decodeURI(target)) : file;
      const outside = !resolved.startsWith(root);
      if (outside && !existsSync(path.resolve(root, "../shared"))) continue;
      if (!existsSync(resolved)) broken.push(link);
      else if (anchor && resolved.endsWith(".md") && !anchorsIn(resolved).has(anchor)) broken.push(link);
    }
    expect(broken).toEqual([]);
  });
});

it("README.md stays a short guide: at most about 200 lines", () => {
  expect(readFileSync(path.join(root, "README.md"), "utf8").split("\n").length).toBeLessThanOrEqual(210);
});
