import {
  createColumnHelper,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
} from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import type { SubscriberRow, SubscriberSort } from "../../../server/newsletter/domain/console-api.ts";
import { formatTime, languageNames } from "../../lib/format";
import { stackedTableClasses } from "../stacked-table";
import { statusNames } from "./status-names";

/** Sorting only: the server pages, orders and filters (manualSorting), TanStack Table keeps the state
 * of the headers and the columns' definitions (decision 040). */
const features = tableFeatures({ rowSortingFeature });
const column = createColumnHelper<typeof features, SubscriberRow>();

export interface SubscriberTableProps {
  rows: SubscriberRow[];
  sort: SubscriberSort;
  descending: boolean;
  onSort: (sort: SubscriberSort, descending: boolean) => void;
  onOpen: (email: string) => void;
}

const dash = "—";

export function SubscriberTable({ rows, sort, descending, onSort, onOpen }: SubscriberTableProps) {
  const columns = column.columns([
    column.accessor("email", {
      header: "Address",
      cell: (info) => (
        <button
          type="button"
          onClick={() => onOpen(info.getValue())}
          className="min-h-11 text-left font-medium break-all text-brand-800 underline underline-offset-4 hover:text-brand-900"
        >
          {info.getValue()}
        </button>
      ),
    }),
    column.accessor("status", { header: "State", cell: (info) => statusNames[info.getValue()] }),
    column.accessor("language", { header: "Language", cell: (info) => languageNames[info.getValue()] }),
    column.accessor("suppressed", {
      header: "Suppressed",
      enableSorting: false,
      cell: (info) => (info.getValue() ? "Yes" : "No"),
    }),
    column.accessor("signedUpAt", { header: "Signed up", cell: (info) => formatTime(info.getValue()) }),
    column.accessor("confirmedAt", {
      header: "Confirmed",
      cell: (info) => {
        const value = info.getValue();
        return value ? formatTime(value) : dash;
      },
    }),
  ]);
  const sorting: SortingState = [{ id: sort, desc: descending }];
  const table = useTable({
    features,
    columns,
    data: rows,
    manualSorting: true,
    enableSortingRemoval: false,
    state: { sorting },
    onSortingChange: (updater) => {
      const next = typeof updater === "function" ? updater(sorting) : updater;
      const [first] = next;
      if (first) onSort(first.id as SubscriberSort, first.desc);
    },
  });

  return (
    <table className={stackedTableClasses}>
      <caption className="sr-only">Subscribers, {describeSort(sort, descending)}</caption>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => {
              const sorted = header.column.getIsSorted();
              const label = String(header.column.columnDef.header);
              return (
                <th
                  key={header.id}
                  scope="col"
                  aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                >
                  {header.column.getCanSort() ? (
                    <button
                      type="button"
                      onClick={header.column.getToggleSortingHandler()}
                      className="inline-flex min-h-11 items-center gap-1 font-semibold hover:underline"
                    >
                      {label}
                      {sorted === "asc" ? (
                        <ArrowUp aria-hidden="true" className="size-4" />
                      ) : sorted === "desc" ? (
                        <ArrowDown aria-hidden="true" className="size-4" />
                      ) : (
                        <ArrowUpDown aria-hidden="true" className="size-4 text-slate-500" />
                      )}
                    </button>
                  ) : (
                    label
                  )}
                </th>
              );
            })}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.original.email}>
            {row.getAllCells().map((cell) => (
              <td key={cell.id} data-label={String(cell.column.columnDef.header)}>
                <table.FlexRender cell={cell} />
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
