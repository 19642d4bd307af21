import type { ReactNode } from "react";
import { RichText } from "./rich-text";

/** A block of legal text as the dictionary holds it: a heading, paragraphs, maybe a list. */
export type LegalBlock = { heading: string; body: readonly string[]; items?: readonly string[] };

/** Nested blocks (the cookie policy's three types) are the values that are blocks themselves. */
function subBlocks(block: LegalBlock): [string, LegalBlock][] {
  const entries: [string, unknown][] = Object.entries(block);
  return entries.filter(
    (entry): entry is [string, LegalBlock] =>
      typeof entry[1] === "object" && entry[1] !== null && !Array.isArray(entry[1]) && "heading" in entry[1],
  );
}

export function sectionId(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

export function LegalSection({
  id,
  block,
  children,
}: {
  id: string;
  block: LegalBlock;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-2xl font-semibold tracking-tight text-slate-900">
        {block.heading}
      </h2>
      <BlockText block={block} />
      {subBlocks(block).map(([key, sub]) => (
        <div key={key} className="mt-8">
          <h3 className="text-xl font-semibold text-slate-900">{sub.heading}</h3>
          <BlockText block={sub} />
        </div>
      ))}
      {children}
    </section>
  );
}

function BlockText({ block }: { block: LegalBlock }) {
  return (
    <>
      {block.body.map((paragraph) => (
        <p key={paragraph} className="mt-4">
          <RichText text={paragraph} />
        </p>
      ))}
      {block.items && (
        <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-brand-600">
          {block.items.map((item) => (
            <li key={item}>
              <RichText text={item} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
