// A report's chart as SVG drawn on the server: stacked bars along a time axis or horizontal bars
// for named things. It is one image to assistive technology (role img, with a title and a
// description naming the table below that holds the same figures); each series has a pattern as
// well as a colour, so the bars stay apart in print, in grey and in forced-colours (high contrast)
// mode, where the stylesheet draws the patterns in the system's text colour. Without JavaScript
// it is complete; with it, pointing at a bar shows its series and value.
import { useState, type PointerEvent } from 'react';
import type { ChartModel } from './report-model';

/** Colours of the series, in order: each with a pattern of its own (below). */
const colours = [
  '#0055cc',
  '#e8a100',
  '#009e47',
  '#8e24aa',
  '#d2373c',
  '#00838f',
  '#5d4037',
  '#455a64',
  '#1b5e20',
  '#ad1457',
  '#283593',
  '#827717',
];

/** The marks of each series' pattern, on a 8×8 tile: none (solid), stripes, dots, hatches… */
const patternMarks = [
  null,
  'M-2,2 l4,-4 M0,8 l8,-8 M6,10 l4,-4',
  'dots',
  'M0,0 L8,8 M8,0 L0,8',
  'M0,4 H8',
  'M4,0 V8',
  'M-2,6 l4,4 M0,0 l8,8 M6,-2 l4,4',
  'M0,2 H8 M0,6 H8 M2,0 V8 M6,0 V8',
  'M0,1 H8 M0,5 H8',
  'M1,0 V8 M5,0 V8',
  'M0,8 L4,0 L8,8',
  'M0,4 H8 M4,0 V8',
] as const;

export function seriesFill(chartId: string, index: number): string {
  return `url(#${chartId}-pattern-${index % patternMarks.length})`;
}

function Patterns({ chartId, count }: { chartId: string; count: number }) {
  return (
    <defs>
      {Array.from({ length: Math.min(count, patternMarks.length) }, (_, index) => {
        const marks = patternMarks[index];
        return (
          <pattern
            key={index}
            id={`${chartId}-pattern-${index}`}
            width="8"
            height="8"
            patternUnits="userSpaceOnUse"
          >
            <rect className="bar-chart__ground" width="8" height="8" fill={colours[index]} />
            {marks === 'dots' ? (
              <circle className="bar-chart__mark-dot" cx="4" cy="4" r="1.6" fill="#fff" />
            ) : marks ? (
              <path className="bar-chart__mark" d={marks} stroke="#fff" strokeWidth="1.5" />
            ) : null}
          </pattern>
        );
      })}
    </defs>
  );
}

/** Round numbers for the value axis: 0 and up to five steps of 1, 2 or 5 × 10ⁿ covering `maximum`. */
export function axisTicks(maximum: number): number[] {
  if (maximum <= 0) return [0, 1];
  const rough = maximum / 5;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 5, 10].find((factor) => factor * magnitude >= rough) ?? 10) * magnitude;
  const ticks: number[] = [];
  for (let value = 0; value < maximum + step; value += step) ticks.push(value);
  return ticks;
}

interface Hovered {
  x: number;
  y: number;
  text: string;
}

export function BarChart({
  id,
  chart,
  title,
  description,
  formatValue,
}: {
  id: string;
  chart: ChartModel;
  title: string;
  description: string;
  formatValue: (value: number) => string;
}) {
  const [hovered, setHovered] = useState<Hovered | null>(null);
  const totals = chart.categories.map((_, index) =>
    chart.series.reduce((sum, series) => sum + (series.values[index] ?? 0), 0),
  );
  const ticks = axisTicks(Math.max(0, ...totals));
  const top = ticks[ticks.length - 1] ?? 1;
  const vertical = chart.orientation === 'vertical';
  const width = 960;
  const labelSpace = vertical ? 56 : 260;
  const band = vertical ? (width - labelSpace - 16) / Math.max(1, chart.categories.length) : 30;
  const height = vertical ? 340 : 48 + band * chart.categories.length;
  const plot = vertical
    ? { left: labelSpace, top: 12, width: width - labelSpace - 16, height: height - 12 - 56 }
    : { left: labelSpace, top: 8, width: width - labelSpace - 24, height: height - 8 - 40 };
  const scale = (value: number) => (value / top) * (vertical ? plot.height : plot.width);
  // A label under every bar while they fit, otherwise every so many.
  const labelEvery = vertical ? Math.max(1, Math.ceil(chart.categories.length / 16)) : 1;
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;

  const show = (event: PointerEvent<SVGSVGElement>) => {
    const target = event.target as SVGElement;
    const text = target.dataset.tip;
    if (!text) {
      setHovered(null);
      return;
    }
    const box = event.currentTarget.getBoundingClientRect();
    setHovered({ x: event.clientX - box.left, y: event.clientY - box.top, text });
  };

  return (
    <figure className="bar-chart" id={id}>
      <div className="bar-chart__canvas">
        <svg
          role="img"
          aria-labelledby={`${titleId} ${descriptionId}`}
          viewBox={`0 0 ${width} ${height}`}
          className="bar-chart__svg"
          onPointerMove={show}
          onPointerLeave={() => setHovered(null)}
        >
          <title id={titleId}>{title}</title>
          <desc id={descriptionId}>{description}</desc>
          <Patterns chartId={id} count={chart.series.length} />
          <g className="bar-chart__grid">
            {ticks.map((tick) => {
              const offset = scale(tick);
              return vertical ? (
                <g key={tick}>
                  <line
                    x1={plot.left}
                    x2={plot.left + plot.width}
                    y1={plot.top + plot.height - offset}
                    y2={plot.top + plot.height - offset}
                  />
                  <text x={plot.left - 8} y={plot.top + plot.height - offset + 4} textAnchor="end">
                    {formatValue(tick)}
                  </text>
                </g>
              ) : (
                <g key={tick}>
                  <line
                    x1={plot.left + offset}
                    x2={plot.left + offset}
                    y1={plot.top}
                    y2={plot.top + plot.height}
                  />
                  <text x={plot.left + offset} y={plot.top + plot.height + 18} textAnchor="middle">
                    {formatValue(tick)}
                  </text>
                </g>
              );
            })}
          </g>
          {chart.categories.map((category, index) => {
            let stacked = 0;
            const start = (vertical ? plot.left : plot.top) + index * band;
            const thickness = Math.max(1, band * 0.7);
            const across = start + (band - thickness) / 2;
            return (
              <g key={`${category}-${index}`} className="bar-chart__bar">
                {chart.series.map((series, seriesIndex) => {
                  const value = series.values[index] ?? 0;
                  if (value <= 0) return null;
                  const from = scale(stacked);
                  const length = scale(value);
                  stacked += value;
                  const tip = `${category} · ${series.label}: ${formatValue(value)}`;
                  return vertical ? (
                    <rect
                      key={series.key}
                      x={across}
                      width={thickness}
                      y={plot.top + plot.height - from - length}
                      height={length}
                      fill={seriesFill(id, seriesIndex)}
                      className="bar-chart__segment"
                      data-tip={tip}
                    />
                  ) : (
                    <rect
                      key={series.key}
                      y={across}
                      height={thickness}
                      x={plot.left + from}
                      width={length}
                      fill={seriesFill(id, seriesIndex)}
                      className="bar-chart__segment"
                      data-tip={tip}
                    />
                  );
                })}
                {index % labelEvery === 0 ? (
                  vertical ? (
                    <text
                      className="bar-chart__category"
                      x={start + band / 2}
                      y={plot.top + plot.height + 18}
                      textAnchor="middle"
                    >
                      {category}
                    </text>
                  ) : (
                    <text
                      className="bar-chart__category"
                      x={plot.left - 8}
                      y={start + band / 2 + 4}
                      textAnchor="end"
                    >
                      {category.length > 38 ? `${category.slice(0, 37)}…` : category}
                    </text>
                  )
                ) : null}
              </g>
            );
          })}
          <line
            className="bar-chart__axis"
            x1={plot.left}
            y1={plot.top + plot.height}
            x2={vertical ? plot.left + plot.width : plot.left}
            y2={vertical ? plot.top + plot.height : plot.top}
          />
          <text
            className="bar-chart__unit"
            x={vertical ? plot.left : plot.left + plot.width}
            y={vertical ? height - 8 : height - 4}
            textAnchor={vertical ? 'start' : 'end'}
          >
            {chart.valueLabel}
          </text>
        </svg>
        {hovered ? (
          <span
            className="bar-chart__tip"
            aria-hidden="true"
            style={{ left: `${hovered.x}px`, top: `${hovered.y}px` }}
          >
            {hovered.text}
          </span>
        ) : null}
      </div>
      {chart.series.length > 1 ? (
        <ul className="bar-chart__legend" aria-label={chart.valueLabel}>
          {chart.series.map((series, index) => (
            <li key={series.key}>
              <svg
                className="bar-chart__swatch"
                viewBox="0 0 16 16"
                aria-hidden="true"
                focusable="false"
              >
                <rect width="16" height="16" fill={seriesFill(id, index)} />
              </svg>
              {series.label}
            </li>
          ))}
        </ul>
      ) : null}
    </figure>
  );
}
