/** What the report readers share: header-style field blocks, addresses and reasons. */
import { addressKey, checkAddress } from "../domain/addresses.ts";

/** Field names lower-cased; the first occurrence of a name wins (a report repeats none we read). */
export type FieldBlock = Map<string, string>;

export const maxReasonLength = 500;

/** Splits text into blocks of `Name: value` fields separated by blank lines, unfolding folded lines. */
export function fieldBlocks(text: string): FieldBlock[] {
  const blocks: FieldBlock[] = [];
  let block: FieldBlock | undefined;
  let folding: string | undefined;
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === "") {
      block = undefined;
      folding = undefined;
    } else if (/^[ \t]/.test(line)) {
      if (block && folding) block.set(folding, `${block.get(folding)} ${line.trim()}`);
    } else {
      const colon = line.indexOf(":");
      folding = undefined;
      if (colon <= 0) continue;
      const name = line.slice(0, colon).trim().toLowerCase();
      if (!block) {
        block = new Map();
        blocks.push(block);
      }
      if (block.has(name)) continue;
      block.set(name, line.slice(colon + 1).trim());
      folding = name;
    }
  }
  return blocks;
}

/** Everything before the first blank line, so a large returned body is never split into lines. */
export function headerSection(text: string): FieldBlock {
  const start = text.search(/\S/);
  if (start < 0) return new Map();
  const rest = text.slice(start);
  const end = rest.search(/\r?\n\r?\n/);
  return fieldBlocks(end < 0 ? rest : rest.slice(0, end))[0] ?? new Map();
}

/** An address we may report: passes the one check every entry point applies, lower-cased. */
export function recipientAddress(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  // `"Name" <someone@example.org>` or `<someone@example.org>`: the part in angle brackets.
  const address = (value.match(/<([^<>]*)>\s*$/)?.[1] ?? value).trim();
  return checkAddress(address) === undefined ? addressKey(address) : undefined;
}

/** `rfc822; someone@example.org` (RFC 3464's typed address) → the address, when its type is rfc822. */
export function typedAddress(value: string | undefined): string | undefined {
  const match = value?.match(/^\s*rfc822\s*;\s*(.+)$/i);
  return recipientAddress(match?.[1]);
}

/** One line of printable text, at most 500 characters: it is stored and shown to the operator. */
export function clipReason(...parts: (string | undefined)[]): string | undefined {
  const text = parts
    .filter((part) => part !== undefined && part !== "")
    .join(" ")
    .replace(/[\p{Cc}\s]+/gu, " ")
    .trim();
  return text === "" ? undefined : text.slice(0, maxReasonLength);
}
