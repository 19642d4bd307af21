import { ChevronLeft, ChevronRight } from "lucide-react";
import { formatCount } from "../lib/format";
import { Button } from "./button";

/** Previous and next page, and where you are, for a list paged on the server. */
export function Pager({
  label,
  page,
  pageSize,
  total,
  onPage,
}: {
  /** Names the navigation landmark: "Pages of subscribers". */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : page * pageSize + 1;
  const last = Math.min(total, (page + 1) * pageSize);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-3">
      <Button variant="secondary" aria-disabled={page === 0} onClick={() => page > 0 && onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous page
      </Button>
      <p className="tabular-nums">
        {formatCount(first)}–{formatCount(last)} of {formatCount(total)} (page {formatCount(page + 1)} of{" "}
        {formatCount(pages)})
      </p>
      <Button
        variant="secondary"
        aria-disabled={page + 1 >= pages}
        onClick={() => page + 1 < pages && onPage(page + 1)}
      >
        Next page
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
