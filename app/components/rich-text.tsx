import { Fragment } from "react";

const linkPattern = /\[([^\]]+)\]\((https:\/\/[^)\s]+)\)/g;

/** Renders a dictionary text, turning its one markup, `[label](https://…)`, into ordinary links.
 * Nothing from the linked site is loaded until the reader follows the link. */
export function RichText({ text }: { text: string }) {
  const parts: (string | { label: string; href: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(linkPattern)) {
    parts.push(text.slice(last, match.index));
    parts.push({ label: match[1] ?? "", href: match[2] ?? "" });
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, index) =>
        typeof part === "string" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text never reorder
          <Fragment key={index}>{part}</Fragment>
        ) : (
          <a
            key={part.href + String(index)}
            href={part.href}
            className="font-medium underline underline-offset-2"
          >
            {part.label}
          </a>
        ),
      )}
    </>
  );
}
