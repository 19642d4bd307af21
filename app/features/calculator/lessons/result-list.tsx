/** The working of a result as label–value rows, the figures aligned at the end. */
export function ResultList({ rows }: { rows: [label: string, value: string][] }) {
  return (
    <dl className="mt-3 divide-y divide-slate-200 border-y border-slate-200">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-wrap justify-between gap-x-4 py-2">
          <dt>{label}</dt>
          <dd className="font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
