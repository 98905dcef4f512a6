/**
 * Where the dashboard's marks go: the value axis's whole-number ticks, and each bar's or point's place in a plot of a
 * given size. Pure numbers, so the drawing (svg-chart.tsx) stays a plain mapping to SVG.
 */
export interface Series {
  label: string;
  values: number[];
}

export interface PlotSpec {
  kind: 'line' | 'bar';
  horizontal?: boolean;
  stacked?: boolean;
  labels: string[];
  series: Series[];
}

/** A mark: a bar (x, y, width, height) or a point (x, y), with what it shows. */
export interface Mark {
  series: number;
  category: number;
  value: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Ticks from 0 to at least `max`, whole numbers only (the charts count things), at most about `count` of them, on a
 * round step (1, 2 or 5 times a power of ten).
 */
export function valueTicks(max: number, count = 5): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power);
  const top = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let t = 0; t <= top; t += step) ticks.push(t);
  return ticks;
}

/** The largest value the value axis must reach: a category's sum when stacked, else the largest single value. */
export function valueMax(spec: PlotSpec): number {
  if (spec.kind === 'bar' && spec.stacked) {
    return Math.max(0, ...spec.labels.map((_, i) => spec.series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0)));
  }
  return Math.max(0, ...spec.series.flatMap((s) => s.values));
}

/**
 * Every mark in a plot `width` by `height` (origin top left), the value axis running from 0 to `top`. Bars of one
 * category sit side by side, or on one another when stacked; a horizontal chart lays categories down the y axis.
 */
export function marksOf(spec: PlotSpec, width: number, height: number, top: number): Mark[] {
  const categories = spec.labels.length;
  const along = spec.horizontal ? height : width;
  const across = spec.horizontal ? width : height;
  const band = along / Math.max(1, categories);
  const scale = (v: number) => (top > 0 ? (v / top) * across : 0);
  const marks: Mark[] = [];
  spec.labels.forEach((_, category) => {
    let stackedSoFar = 0;
    spec.series.forEach((s, series) => {
      const value = s.values[category] ?? 0;
      if (spec.kind === 'line') {
        marks.push({
          series,
          category,
          value,
          x: band * (category + 0.5),
          y: height - scale(value),
          width: 0,
          height: 0,
        });
        return;
      }
      const groups = spec.stacked ? 1 : spec.series.length;
      const thickness = (band * 0.7) / groups;
      const start = band * category + band * 0.15 + (spec.stacked ? 0 : series * thickness);
      const length = scale(value);
      const base = spec.stacked ? scale(stackedSoFar) : 0;
      stackedSoFar += value;
      marks.push(
        spec.horizontal
          ? { series, category, value, x: base, y: start, width: length, height: thickness }
          : { series, category, value, x: start, y: height - base - length, width: thickness, height: length },
      );
    });
  });
  return marks;
}
