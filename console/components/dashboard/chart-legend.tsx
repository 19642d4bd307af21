import { Marker } from "./marker";
import { series } from "./series";

/** Each series' name beside a sample of its line: the dash pattern and the marker shape. */
export function ChartLegend() {
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
      {series.map((line) => (
        <li key={line.key} className="flex items-center gap-2">
          <svg viewBox="0 0 40 14" aria-hidden="true" className="h-3.5 w-10 shrink-0">
            <line
              x1={0}
              x2={40}
              y1={7}
              y2={7}
              className={line.stroke}
              strokeWidth={2}
              strokeDasharray={line.dash}
            />
            <Marker series={line} x={20} y={7} />
          </svg>
          {line.label}
        </li>
      ))}
    </ul>
  );
}
