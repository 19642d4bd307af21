import type { AuditEntry } from "../../server/newsletter/domain/console-api.ts";
import { consoleApi } from "../../server/newsletter/domain/console-api.ts";
import { LoadingOrError } from "../components/notice";
import { ScreenHeading } from "../components/screen-heading";
import { ScrollBox, tableClasses } from "../components/scroll-box";
import { formatTime } from "../lib/format";
import { useApiGet } from "../lib/use-api-get";

export function AuditLogPage() {
  const entries = useApiGet<AuditEntry[]>(consoleApi.audit);
  return (
    <>
      <ScreenHeading title="Audit log" />
      <p>What operators did in the console, newest first (the latest 200).</p>
      {entries.state !== "ready" ? (
        <LoadingOrError message={entries.state === "failed" ? entries.message : undefined} />
      ) : entries.data.length === 0 ? (
        <p>Nothing has been done yet.</p>
      ) : (
        <ScrollBox label="Audit log">
          <table className={tableClasses}>
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
              {entries.data.map((entry, index) => (
                // Entries have no id; the list is replaced whole, never reordered in place.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                <tr key={index}>
                  <td className="whitespace-nowrap">{formatTime(entry.at)}</td>
                  <td className="break-all">{entry.operator}</td>
                  <td>{entry.action}</td>
                  <td className="break-all">{entry.detail ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
    </>
  );
}
