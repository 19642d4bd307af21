/** The plain-text part, derived from the rendered HTML so both parts say the same thing. It only has to
 * read our own templates' markup and marked's output: blocks, line breaks, links and list items. */

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return entities[name.toLowerCase()] ?? whole;
  });
}

const blocks = new Set([
  "p",
  "h1",
  "h2",
  "h3",
  "h4",
  "ul",
  "ol",
  "blockquote",
  "pre",
  "footer",
  "div",
  "table",
]);
const skipped = new Set(["head", "style", "script"]);

export function htmlToText(html: string): string {
  let out = "";
  const links: { href: string; start: number }[] = [];
  let skipDepth = 0;
  for (const match of html.replace(/<![^>]*>/g, "").matchAll(/<(\/?)([a-z0-9]+)([^>]*)>|([^<]+)/gi)) {
    const [, closing, rawName, attributes, text] = match;
    if (text !== undefined) {
      if (skipDepth === 0) out += decode(text).replace(/\s+/g, " ");
      continue;
    }
    const name = (rawName ?? "").toLowerCase();
    if (skipped.has(name)) {
      skipDepth += closing ? -1 : 1;
      continue;
    }
    if (skipDepth > 0) continue;
    if (name === "br") out += "\n";
    else if (name === "hr") out += "\n\n----\n\n";
    else if (name === "li" && !closing) out += "\n- ";
    else if (blocks.has(name)) out += "\n\n";
    else if (name === "a" && !closing) {
      const href = /href="([^"]*)"/i.exec(attributes ?? "")?.[1];
      links.push({ href: href ? decode(href) : "", start: out.length });
    } else if (name === "a" && closing) {
      const link = links.pop();
      const label = link ? out.slice(link.start).trim() : "";
      // A bare URL stays as it is; otherwise the reader sees the label and where it goes.
      if (link?.href && label !== link.href) out += `: ${link.href}`;
    }
  }
  return `${out
    .split("\n")
    .map((line) => line.trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()}\n`;
}
