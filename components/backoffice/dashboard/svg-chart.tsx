import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { marksOf, valueMax, valueTicks, type PlotSpec } from './chart-geometry';
import styles from './svg-chart.module.css';

const COLORS = ['#1d4ed8', '#b45309', '#047857', '#7c3aed', '#be123c'];
const HEIGHT = 260;
/** Room for the axis labels: left (categories of a horizontal chart are words), bottom (week dates). */
const PAD = { top: 8, right: 12, bottom: 40 };

/**
 * A bar or line chart drawn as SVG: whole-number ticks on the value axis, a legend, and each bar or point titled
 * with its category, series and value (the browser's own tooltip). A few KB instead of a charting library, drawn
 * with the page, nothing to load when it scrolls into view. The panel around it offers the same numbers as a table.
 */
/**
 * The chart's drawn width in CSS pixels, so its text stays 12 px on a phone and on a wide screen (a fixed viewBox
 * scaled to the width would shrink it to 7 px on a phone).
 */
function useWidth(element: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(640);
  useLayoutEffect(() => {
    const target = element.current;
    if (!target) return;
    const measure = () => target.clientWidth > 0 && setWidth(Math.max(280, target.clientWidth));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

export function SvgChart({ spec, label }: { spec: PlotSpec; label: string }) {
  const figure = useRef<HTMLElement>(null);
  const width = useWidth(figure);
  const left = spec.horizontal ? 150 : 40;
  const plotWidth = width - left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const ticks = valueTicks(valueMax(spec));
  const top = ticks[ticks.length - 1];
  const marks = marksOf(spec, plotWidth, plotHeight, top);
  const drawnTotal = marks.reduce((sum, m) => sum + m.value, 0);
  const band = (spec.horizontal ? plotHeight : plotWidth) / Math.max(1, spec.labels.length);
  // Week labels ("7 Nov 2026") need about 80 px each: on a narrow chart, one in two or three.
  const labelEvery = spec.horizontal ? 1 : Math.max(1, Math.ceil((spec.labels.length * 80) / plotWidth));
  const color = (series: number) => COLORS[series % COLORS.length];
  const valueAt = (v: number) => (top > 0 ? (v / top) * (spec.horizontal ? plotWidth : plotHeight) : 0);

  return (
    <figure ref={figure} className={styles.figure}>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-label={label}
        data-total={drawnTotal}
      >
        <g transform={`translate(${left} ${PAD.top})`}>
          {ticks.map((t) =>
            spec.horizontal ? (
              <g key={t} transform={`translate(${valueAt(t)} 0)`}>
                <line className={styles.grid} y2={plotHeight} />
                <text className={styles.tick} y={plotHeight + 16} textAnchor="middle">
                  {t}
                </text>
              </g>
            ) : (
              <g key={t} transform={`translate(0 ${plotHeight - valueAt(t)})`}>
                <line className={styles.grid} x2={plotWidth} />
                <text className={styles.tick} x={-6} dy="0.32em" textAnchor="end">
                  {t}
                </text>
              </g>
            ),
          )}
          {spec.labels.map((name, i) =>
            i % labelEvery !== 0 ? null : spec.horizontal ? (
              <text key={name} className={styles.tick} x={-6} y={band * (i + 0.5)} dy="0.32em" textAnchor="end">
                {name}
              </text>
            ) : (
              <text key={name} className={styles.tick} x={band * (i + 0.5)} y={plotHeight + 16} textAnchor="middle">
                {name}
              </text>
            ),
          )}
          {spec.kind === 'line'
            ? spec.series.map((s, series) => (
                <polyline
                  key={s.label}
                  className={styles.line}
                  stroke={color(series)}
                  points={marks
                    .filter((m) => m.series === series)
                    .map((m) => `${m.x},${m.y}`)
                    .join(' ')}
                />
              ))
            : null}
          {marks.map((m) => {
            const title = `${spec.labels[m.category]}, ${spec.series[m.series].label}: ${m.value}`;
            return spec.kind === 'line' ? (
              <circle key={`${m.series}-${m.category}`} cx={m.x} cy={m.y} r={3.5} fill={color(m.series)}>
                <title>{title}</title>
              </circle>
            ) : m.value > 0 ? (
              <rect
                key={`${m.series}-${m.category}`}
                x={m.x}
                y={m.y}
                width={m.width}
                height={m.height}
                fill={color(m.series)}
              >
                <title>{title}</title>
              </rect>
            ) : null;
          })}
        </g>
      </svg>
      {spec.series.length > 1 ? (
        <figcaption>
          <ul className={styles.legend} aria-hidden="true">
            {spec.series.map((s, i) => (
              <li key={s.label}>
                <span className={styles.swatch} style={{ background: color(i) }} />
                {s.label}
              </li>
            ))}
          </ul>
        </figcaption>
      ) : null}
    </figure>
  );
}
