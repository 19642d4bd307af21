import type { JSX } from "react";
import type { CourseSlug } from "../content/course-catalogue";

/** The site's palette (app/app.css), written out because the same drawings go into e-mails, where
 * no stylesheet reaches them. */
const ink = "#0b3443";
const teal = "#0e6b8c";
const mist = "#d5ebf2";
const paper = "#eef7fa";
const lantern = "#f7c04a";
const glow = "#fcd77f";

/** A checked tax return under a magnifying glass. */
function DeclarationDrawing() {
  return (
    <>
      <rect x="62" y="18" width="96" height="124" rx="8" fill="#fff" stroke={ink} strokeWidth="4" />
      <rect x="78" y="36" width="48" height="8" rx="4" fill={teal} />
      {[60, 84, 108].map((y) => (
        <g key={y}>
          <rect x="78" y={y} width="14" height="14" rx="3" fill={paper} stroke={teal} strokeWidth="3" />
          <path
            d={`M81 ${y + 7} l4 4 l7 -9`}
            fill="none"
            stroke={ink}
            strokeWidth="3"
            strokeLinecap="round"
          />
          <rect x="100" y={y + 4} width="42" height="6" rx="3" fill={mist} />
        </g>
      ))}
      <circle cx="160" cy="104" r="26" fill={glow} fillOpacity="0.55" stroke={ink} strokeWidth="5" />
      <path d="M179 123 l22 22" stroke={ink} strokeWidth="9" strokeLinecap="round" />
    </>
  );
}

/** Three stacks of two, four and six coins. */
const coins = [0, 1, 2].flatMap((column) =>
  Array.from({ length: 2 + column * 2 }, (_, row) => ({ id: `coin-${column}-${row}`, column, row })),
);

/** Savings that grow: stacked coins and a rising line, lit by the lantern's colour. */
function OptimisationDrawing() {
  return (
    <>
      <path d="M30 132 H210" stroke={mist} strokeWidth="4" strokeLinecap="round" />
      {coins.map((coin) => (
        <rect
          key={coin.id}
          x={52 + coin.column * 52}
          y={118 - coin.row * 14}
          width="40"
          height="12"
          rx="6"
          fill={coin.row % 2 ? glow : lantern}
          stroke={ink}
          strokeWidth="3"
        />
      ))}
      <path
        d="M40 96 L86 74 L126 80 L196 28"
        fill="none"
        stroke={teal}
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M176 26 H198 V48"
        fill="none"
        stroke={teal}
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  );
}

/** A year on one page: a calendar with its key dates marked. */
function PlanningDrawing() {
  return (
    <>
      <rect x="46" y="26" width="148" height="116" rx="10" fill="#fff" stroke={ink} strokeWidth="4" />
      <path d="M46 58 H194" stroke={ink} strokeWidth="4" />
      <rect x="48" y="28" width="144" height="28" rx="8" fill={teal} />
      {[78, 162].map((x) => (
        <rect key={x} x={x} y="14" width="8" height="24" rx="4" fill={ink} />
      ))}
      {[0, 1, 2].map((row) =>
        [0, 1, 2, 3, 4].map((column) => {
          const marked = (row === 0 && column === 2) || (row === 2 && column === 4);
          return (
            <rect
              key={`${row}-${column}`}
              x={60 + column * 26}
              y={68 + row * 24}
              width="18"
              height="16"
              rx="4"
              fill={marked ? lantern : paper}
              stroke={marked ? ink : mist}
              strokeWidth="2.5"
            />
          );
        }),
      )}
    </>
  );
}

const drawings = {
  "avoiding-declaration-errors": DeclarationDrawing,
  "legal-tax-optimisation": OptimisationDrawing,
  "general-tax-planning": PlanningDrawing,
} as const satisfies Record<CourseSlug, () => JSX.Element>;

/** Each course's own drawing (inline SVG, nothing fetched): decorative, so hidden from screen readers. */
export function CourseIllustration({ course, className }: { course: CourseSlug; className?: string }) {
  const Drawing = drawings[course];
  return (
    <svg viewBox="0 0 240 160" aria-hidden="true" focusable="false" className={className}>
      <rect width="240" height="160" rx="16" fill={paper} />
      <Drawing />
    </svg>
  );
}
