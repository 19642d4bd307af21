import { useId, useState } from "react";
import type { AuditQuery } from "#shared/console-api.ts";
import { consoleApi } from "#shared/console-paths.ts";
import { AddressText } from "../components/address-text";
import { AppLink } from "../components/app-link";
import { Loadable } from "../components/loadable";
import { Pager } from "../components/pager";
import { ScreenHeading } from "../components/screen-heading";
import { stackedTableClasses } from "../components/stacked-table";
import { formatTime } from "../lib/format";
import { paths } from "../lib/router";
import { useApiQuery } from "../lib/use-api-get";
import { actionName } from "../lib/words";

const selectClasses = "min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-base";

/** What operators did, newest first, a page of 50 at a time, in words; filtered by action or operator. */
export function AuditLogPage() {
  const ids = useId();
  const [query, setQuery] = useState<AuditQuery>({ page: 0 });
  const log = useApiQuery(consoleApi.audit, query);
  // The filters' choices come with the answer; the last ones stay while a new page loads.
  const [choices, setChoices] = useState<{ actions: string[]; operators: string[] }>();
  if (log.state === "ready" && choices?.actions !== log.data.actions) {
    setChoices({ actions: log.data.actions, operators: log.data.operators });
  }

  return (
    <>
      <ScreenHeading title="Audit log" />
      <p>What operators did in the console, newest first. Subscribers' addresses are shortened.</p>
      <form aria-label="Filter the audit log" className="grid gap-3 sm:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={`${ids}-action`} className="font-medium">
            Action
          </label>
          <select
            id={`${ids}-action`}
            value={query.action ?? ""}
            onChange={(event) => setQuery({ ...query, action: event.target.value || undefined, page: 0 })}
            className={selectClasses}
          >
            <option value="">Every action</option>
            {choices?.actions.map((action) => (
              <option key={action} value={action}>
                {actionName(action)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={`${ids}-operator`} className="font-medium">
            Operator
          </label>
          <select
            id={`${ids}-operator`}
            value={query.operator ?? ""}
            onChange={(event) => setQuery({ ...query, operator: event.target.value || undefined, page: 0 })}
            className={selectClasses}
          >
            <option value="">Every operator</option>
            {choices?.operators.map((operator) => (
              <option key={operator} value={operator}>
                {operator}
              </option>
            ))}
          </select>
        </div>
      </form>
      <Loadable loaded={log} what="the audit log">
        {(page) =>
          page.total === 0 ? (
            <p role="status">Nothing matches: no operator has done this yet.</p>
          ) : (
            <>
              <div className="rounded-lg border border-slate-300 bg-white">
                <table className={stackedTableClasses}>
                  <caption className="sr-only">Operator actions, newest first</caption>
                  <thead>
                    <tr>
                      <th scope="col">Time</th>
                      <th scope="col">Operator</th>
                      <th scope="col">Action</th>
                      <th scope="col">Detail</th>
                    </tr>
                  </thead>
                  <tbody>
                    {page.entries.map((entry, index) => (
                      // Entries have no id; a page is replaced whole, never reordered in place.
                      // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                      <tr key={index} className="align-top">
                        <td data-label="Time" className="sm:whitespace-nowrap">
                          {formatTime(entry.at)}
                        </td>
                        <td data-label="Operator">
                          <AddressText address={entry.operator} />
                        </td>
                        <td data-label="Action">{actionName(entry.action)}</td>
                        {/* A detail may hold ids (a draft's, an issue's) with no place to break: "anywhere" lets
                            the cell shrink to the phone instead of scrolling sideways; words still break at spaces first. */}
                        <td data-label="Detail" className="[overflow-wrap:anywhere]">
                          {entry.issue ? (
                            <AppLink
                              href={paths.issue(entry.issue.id)}
                              className="font-medium text-brand-800 underline underline-offset-4"
                            >
                              {entry.issue.subject}
                            </AppLink>
                          ) : (
                            (entry.detail ?? "—")
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager
                label="Pages of the audit log"
                page={page.page}
                pageSize={page.pageSize}
                total={page.total}
                onPage={(next) => setQuery({ ...query, page: next })}
              />
            </>
          )
        }
      </Loadable>
    </>
  );
}
