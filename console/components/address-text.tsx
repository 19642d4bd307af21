import { Fragment } from "react";

/** Where an address may break: before its "@" and each ".", as a printed address breaks. */
export function addressParts(address: string): string[] {
  return address.split(/(?=[@.])/);
}

/**
 * An e-mail address that wraps only at its "@" and dots (<wbr>), never mid-word (issue 53: "break-all"
 * cut "exampl|e"). break-words (not "anywhere") keeps a table's column as wide as the longest part, so
 * a part is cut only if it alone is wider than a phone.
 */
export function AddressText({ address, className = "" }: { address: string; className?: string }) {
  return (
    <span className={`break-words ${className}`}>
      {addressParts(address).map((part, index) => (
        // A split string: its parts never move, so the index is their key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
