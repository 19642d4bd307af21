/** An issue's Markdown to HTML. A pasted snippet must not put raw HTML or a `javascript:` link into
 * thousands of inboxes: raw HTML is shown as text; links keep only http(s) and mailto targets. */
import { Marked, type Tokens } from "marked";
import { subjectHeading } from "#shared/console-paths.ts";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Stands for the site: a relative link stays relative, and the mail makes it absolute against SITE_URL. */
const relativeBase = "https://relative.invalid";

function safeHref(href: string): string | undefined {
  try {
    const url = new URL(href, `${relativeBase}/`);
    if (url.origin === relativeBase) return `${url.pathname}${url.search}${url.hash}`;
    return ["https:", "http:", "mailto:"].includes(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      const target = safeHref(href);
      if (!target) return text;
      const titleAttribute = title ? ` title="${escapeHtml(title)}"` : "";
      return `<a href="${escapeHtml(target)}"${titleAttribute}>${text}</a>`;
    },
    image({ href, text }: Tokens.Image) {
      const target = safeHref(href);
      return target ? `<img src="${escapeHtml(target)}" alt="${escapeHtml(text)}">` : escapeHtml(text);
    },
  },
});

/** The first `# heading` is the subject (left out of the body, which repeats it as a title). */
export function renderIssue(markdown: string) {
  const source = markdown.replace(/\r\n?/g, "\n");
  const heading = subjectHeading.exec(source);
  if (!heading?.[1]) throw new Error("The issue needs a first-level heading (# Subject) for its subject");
  const body = source.replace(heading[0], "");
  return { subject: heading[1], html: marked.parse(body) as string };
}

export type RenderedIssue = ReturnType<typeof renderIssue>;
