import type { ReactNode } from "react";
import type { SubscriberRecord } from "#shared/console-api.ts";
import { formatTime, languageNames } from "../../lib/format";
import { eventDetail, eventName } from "../../lib/words";
import { stackedTableClasses } from "../stacked-table";
import { statusNames } from "./status-names";

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-sm text-slate-700">{term}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

/** What the list knows of one address: its state, the consent it gave, and everything that happened. */
export function SubscriberRecordView({ record }: { record: SubscriberRecord }) {
  const { consent } = record;
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-3 sm:grid-cols-3">
        <Fact term="State">{statusNames[record.status]}</Fact>
        <Fact term="Language">{languageNames[record.language]}</Fact>
        <Fact term="Suppressed">{record.suppressed ? "Yes: no mail goes to this address" : "No"}</Fact>
      </dl>
      <h2 className="text-xl font-semibold">Consent</h2>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Fact term="Signed up">{formatTime(consent.signedUpAt)}</Fact>
        <Fact term="Confirmed">
          {consent.confirmedAt ? formatTime(consent.confirmedAt) : "Not confirmed"}
        </Fact>
        <Fact term="Language of the form">{languageNames[consent.language]}</Fact>
        <Fact term="Form version">{consent.formVersion}</Fact>
      </dl>
      <h2 className="text-xl font-semibold">History</h2>
      {record.history.length === 0 ? (
        <p>Nothing has happened to this address yet.</p>
      ) : (
        <div className="rounded-lg border border-slate-300 bg-white">
          <table className={stackedTableClasses}>
            <caption className="sr-only">History of this address, oldest first</caption>
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Event</th>
                <th scope="col">Detail</th>
              </tr>
            </thead>
            <tbody>
              {record.history.map((event, index) => (
                // Events have no id; their order is fixed (oldest first), so the index is stable.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                <tr key={index}>
                  <td data-label="Time" className="sm:whitespace-nowrap">
                    {formatTime(event.at)}
                  </td>
                  <td data-label="Event">{eventName(event.type)}</td>
                  <td data-label="Detail" className="break-words">
                    {eventDetail(event.detail)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
