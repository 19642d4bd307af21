import type { Series } from "./series";

/** A series' point marker, centred on (x, y): its shape tells the series apart without colour. */
export function Marker({ series, x, y }: { series: Series; x: number; y: number }) {
  const r = 4.5;
  const fill = series.fill;
  switch (series.marker) {
    case "circle":
      return <circle cx={x} cy={y} r={r} className={fill} />;
    case "square":
      return <rect x={x - r} y={y - r} width={2 * r} height={2 * r} className={fill} />;
    case "triangle":
      return <path d={`M${x} ${y - r - 1}L${x + r + 1} ${y + r}H${x - r - 1}Z`} className={fill} />;
    case "diamond":
      return (
        <path
          d={`M${x} ${y - r - 1.5}L${x + r + 1.5} ${y}L${x} ${y + r + 1.5}L${x - r - 1.5} ${y}Z`}
          className={fill}
        />
      );
    case "cross":
      // Strokes only: a cross has no inside to fill.
      return (
        <path
          d={`M${x - r} ${y - r}L${x + r} ${y + r}M${x + r} ${y - r}L${x - r} ${y + r}`}
          className={`${series.stroke} fill-none`}
          strokeWidth={2.5}
        />
      );
  }
}
