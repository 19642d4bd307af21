/** A result for income years side by side: one row per step, one column per year. */
export function YearTable({
  yearLabel,
  years,
  rows,
}: {
  yearLabel: string;
  years: readonly number[];
  rows: [label: string, values: string[]][];
}) {
  return (
    <div className="mt-3 overflow-x-auto">
      <table>
        <thead>
          <tr>
            <th scope="col">{yearLabel}</th>
            {years.map((year) => (
              <th key={year} scope="col" className="text-right">
                {year}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, values]) => (
            <tr key={label}>
              <th scope="row" className="border-b border-slate-200 font-normal">
                {label}
              </th>
              {values.map((value, index) => (
                <td key={years[index]} className="text-right font-semibold whitespace-nowrap">
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
