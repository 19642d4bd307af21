import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import type { ReactNode } from "react";
import type { SubscriberRow } from "#shared/console-api.ts";
import type { SubscriberSort } from "#shared/console-paths.ts";
import { formatTime, languageNames } from "../../lib/format";
import { paths } from "../../lib/router";
import { AddressText } from "../address-text";
import { AppLink } from "../app-link";
import { stackedTableClasses } from "../stacked-table";
import { statusNames } from "./status-names";

/** A column: its header, the order it sorts by (if any), and its cell. The server pages, orders and
 * filters; the table only shows a page and asks for another order (decision 040). */
interface Column {
  header: string;
  sort?: SubscriberSort;
  cell: (row: SubscriberRow) => ReactNode;
}

const columns: readonly Column[] = [
  {
    header: "Address",
    sort: "email",
    cell: (row) => (
      // A link to the record's own address (an opaque id): it opens in a new tab too.
      <AppLink
        href={paths.subscriber(row.id)}
        className="inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900"
      >
        <AddressText address={row.email} />
      </AppLink>
    ),
  },
  { header: "State", sort: "status", cell: (row) => statusNames[row.status] },
  { header: "Language", sort: "language", cell: (row) => languageNames[row.language] },
  { header: "Suppressed", cell: (row) => (row.suppressed ? "Yes" : "No") },
  { header: "Signed up", sort: "signedUpAt", cell: (row) => formatTime(row.signedUpAt) },
  {
    header: "Confirmed",
    sort: "confirmedAt",
    cell: (row) => (row.confirmedAt ? formatTime(row.confirmedAt) : "—"),
  },
];

export interface SubscriberTableProps {
  rows: SubscriberRow[];
  sort: SubscriberSort;
  descending: boolean;
  onSort: (sort: SubscriberSort, descending: boolean) => void;
}

export function SubscriberTable({ rows, sort, descending, onSort }: SubscriberTableProps) {
  return (
    <table className={stackedTableClasses}>
      <caption className="sr-only">Subscribers, {describeSort(sort, descending)}</caption>
      <thead>
        <tr>
          {columns.map((column) => {
            const sorted = column.sort === sort;
            return (
              <th
                key={column.header}
                scope="col"
                aria-sort={sorted ? (descending ? "descending" : "ascending") : undefined}
              >
                {column.sort ? (
                  <button
                    type="button"
                    // A new column starts ascending (addresses A to Z, oldest first); again, it turns over.
                    onClick={() => column.sort && onSort(column.sort, sorted ? !descending : false)}
                    className="inline-flex min-h-11 items-center gap-1 font-semibold hover:underline"
                  >
                    {column.header}
                    {!sorted ? (
                      <ArrowUpDown aria-hidden="true" className="size-4 text-slate-500" />
                    ) : descending ? (
                      <ArrowDown aria-hidden="true" className="size-4" />
                    ) : (
                      <ArrowUp aria-hidden="true" className="size-4" />
                    )}
                  </button>
                ) : (
                  column.header
                )}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.email}>
            {columns.map((column) => (
              <td key={column.header} data-label={column.header}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const sortNames: Record<SubscriberSort, string> = {
  email: "address",
  signedUpAt: "time of sign-up",
  confirmedAt: "time of confirmation",
  status: "state",
  language: "language",
};

export function describeSort(sort: SubscriberSort, descending: boolean): string {
  return `by ${sortNames[sort]}, ${descending ? "descending" : "ascending"}`;
}
