import type { Dashboard, StateCount } from "#shared/console-api.ts";
import { formatCount, languageNames, languages } from "../../lib/format";
import { ScrollBox, tableClasses } from "../scroll-box";
import { rateWithCount } from "./rates";

const states: readonly { status: StateCount["status"]; label: string }[] = [
  { status: "pending", label: "Pending (not confirmed yet)" },
  { status: "confirmed", label: "Confirmed" },
  // Unsubscribed readers are forgotten (decision 031): these are the unsubscriptions of the 90 days.
  { status: "unsubscribed", label: "Unsubscribed (last 90 days)" },
];

/** Subscribers by state and language, then how many of the sign-ups confirmed, with its count. */
export function SubscriberCounts({ dashboard }: { dashboard: Dashboard }) {
  const count = (status: StateCount["status"], language?: string) =>
    dashboard.subscribers
      .filter((row) => row.status === status && (!language || row.language === language))
      .reduce((sum, row) => sum + row.count, 0);

  return (
    <div className="flex flex-col gap-4">
      <ScrollBox label="Subscribers by state and language">
        <table className={tableClasses}>
          <caption className="sr-only">Subscribers by state and language</caption>
          <thead>
            <tr>
              <th scope="col">State</th>
              {languages.map((language) => (
                <th key={language} scope="col" className="text-right">
                  {languageNames[language]}
                </th>
              ))}
              <th scope="col" className="text-right">
                All
              </th>
            </tr>
          </thead>
          <tbody>
            {states.map(({ status, label }) => (
              <tr key={status}>
                <th scope="row" className="font-normal">
                  {label}
                </th>
                {languages.map((language) => (
                  <td key={language} className="text-right tabular-nums">
                    {formatCount(count(status, language))}
                  </td>
                ))}
                <td className="text-right font-semibold tabular-nums">{formatCount(count(status))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-lg border border-slate-300 bg-white p-4">
          <dt className="text-sm text-slate-700">Confirmation rate (90 days)</dt>
          <dd className="text-2xl font-semibold tabular-nums">
            {dashboard.signUps.all === 0
              ? "No sign-ups yet"
              : rateWithCount(dashboard.signUps.confirmed, dashboard.signUps.all)}
          </dd>
          <dd className="text-sm text-slate-700">of the sign-ups still stored, how many confirmed</dd>
        </div>
      </dl>
    </div>
  );
}
