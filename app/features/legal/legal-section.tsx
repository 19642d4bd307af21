import type { ReactNode } from "react";
import { fill, forMode, type ModeText, type Values } from "#shared/i18n/translate.ts";
import { RichText } from "../../components/rich-text";

type Paragraphs = ModeText<readonly ModeText<string>[]>;

/** A block of legal text as `enLegalText`/`seLegalText` hold it: a heading, paragraphs, maybe a list.
 * A list, or one paragraph in it, may come in two variants, one per newsletter mode (decision 018). */
export type LegalBlock = { heading: string; body: Paragraphs; items?: Paragraphs };

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
  values,
  children,
}: {
  id: string;
  block: LegalBlock;
  /** Fills the `{name}` placeholders of the text (operator details, the log retention). */
  values?: Values;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-2xl font-semibold tracking-tight text-slate-900">
        {block.heading}
      </h2>
      <BlockText block={block} values={values} />
      {subBlocks(block).map(([key, sub]) => (
        <div key={key} className="mt-8">
          <h3 className="text-xl font-semibold text-slate-900">{sub.heading}</h3>
          <BlockText block={sub} values={values} />
        </div>
      ))}
      {children}
    </section>
  );
}

function BlockText({ block, values }: { block: LegalBlock; values?: Values }) {
  const items = block.items && forMode(block.items);
  return (
    <>
      {forMode(block.body).map((paragraph) => (
        <p key={paragraph} className="mt-4">
          <RichText text={fill(paragraph, values)} />
        </p>
      ))}
      {items && (
        <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-brand-600">
          {items.map((item) => (
            <li key={item}>
              <RichText text={fill(item, values)} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
