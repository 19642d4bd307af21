import { Download } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import type { SubscriberQuery } from "#shared/console-api.ts";
import { consoleApi } from "#shared/console-paths.ts";
import { Loadable } from "../components/loadable";
import { Pager } from "../components/pager";
import { ScreenHeading } from "../components/screen-heading";
import { Section } from "../components/section";
import { MatchCount, SubscriberCountsLine } from "../components/subscribers/subscriber-counts-line";
import { SubscriberFilters } from "../components/subscribers/subscriber-filters";
import { SubscriberTable } from "../components/subscribers/subscriber-table";
import { savedPlace, useKeepPlace } from "../lib/history-place";
import { useApiGet, useApiQuery } from "../lib/use-api-get";

/** Everyone in the list, a page at a time, searched, filtered and ordered on the server; a subscriber
 * opens at its own address (pages/subscriber.tsx). Back to this screen restores the page, the filters
 * and the scroll (lib/history-place.ts). */
export function SubscribersPage() {
  const [query, setQuery] = useState<SubscriberQuery>(
    () => savedPlace<SubscriberQuery>("subscribers").value ?? { page: 0, pageSize: 25 },
  );
  const list = useApiQuery(consoleApi.subscriberList, query);
  useKeepPlace("subscribers", query);
  // Once the list first arrives, back where the operator was (the heading's focus scrolled to the top).
  const restore = useRef(savedPlace("subscribers").scrollY);
  useEffect(() => {
    if (list.state !== "ready" || restore.current === undefined) return;
    window.scrollTo(0, restore.current);
    restore.current = undefined;
  }, [list.state]);
  const counts = useApiGet(consoleApi.subscriberCounts);
  // Any change but the page's own goes back to the first page.
  const change = useCallback(
    (next: Partial<SubscriberQuery>) =>
      setQuery((previous) => ({ ...previous, ...next, page: next.page ?? 0 })),
    [],
  );

  return (
    <>
      <ScreenHeading title="Subscribers" />
      {counts.state === "ready" ? <SubscriberCountsLine counts={counts.data} /> : null}
      <SubscriberFilters query={query} onChange={change} />
      <Section title="The list">
        <Loadable loaded={list} what="the list of subscribers">
          {(page) => (
            <>
              <MatchCount total={page.total} />
              {page.rows.length === 0 ? (
                <p>No subscriber matches. Change the search or the filters above.</p>
              ) : (
                <div className="rounded-lg border border-slate-300 bg-white">
                  <SubscriberTable
                    rows={page.rows}
                    sort={query.sort ?? "signedUpAt"}
                    descending={query.descending ?? true}
                    onSort={(sort, descending) => change({ sort, descending })}
                  />
                </div>
              )}
              <Pager
                label="Pages of subscribers"
                page={page.page}
                pageSize={page.pageSize}
                total={page.total}
                onPage={(next) => change({ page: next })}
              />
            </>
          )}
        </Loadable>
      </Section>
      <Section title="The confirmed list">
        <p>
          <a
            href={consoleApi.confirmedCsv}
            download
            className="inline-flex items-center gap-2 font-medium text-brand-800 underline"
          >
            <Download aria-hidden="true" className="size-4" />
            Download every confirmed subscriber as CSV
          </a>{" "}
          (address, language, time of confirmation). The download is written to the audit log.
        </p>
      </Section>
    </>
  );
}
