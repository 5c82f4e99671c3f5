import { cents, formatUsd } from '@core/money';
import type { StatisticsQuery } from '@core/schemas/statistics.schema';
import { formatShortUs } from '@core/stay-dates';
import { useId } from 'react';
import { compactUsd, niceAxis } from '../report-figures';
import {
  labelStep,
  percent,
  periodAxisLabel,
  statisticsChartPoints,
  statisticsChartSummary,
  type StatisticsData,
} from '../statistics-figures';

const WIDTH = 960;
const HEIGHT = 280;
const PLOT = { left: 48, right: 56, top: 12, bottom: 28 };
const TICKS = 4;
/** Up to this many periods each ADR point gets a dot; past it the line alone reads better. */
const DOTS_UP_TO = 62;

/**
 * Occupancy (bars, percent on the left axis) and ADR (a line, dollars on the right) by period, drawn in
 * plain SVG as the revenue chart is. Each period's title gives its figures; the caption says the range's
 * lowest and highest in words, and is the chart's description for a screen reader.
 */
export function StatisticsChart({ data, query }: { data: StatisticsData; query: StatisticsQuery }) {
  const summaryId = useId();
  const points = statisticsChartPoints(data, query);
  // 5% of headroom, so the highest rate's line does not run along the chart's top edge.
  const axis = niceAxis(cents(Math.ceil(Math.max(0, ...points.map((point) => point.adr ?? 0)) * 1.05)), TICKS);
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const slot = plotWidth / Math.max(points.length, 1);
  // A few periods get bars of a bar's width, not of their whole slot.
  const barWidth = Math.max(Math.min(slot * 0.62, 56), 0.5);
  const baseline = PLOT.top + plotHeight;
  const yPercent = (value: number) => baseline - (value / 100) * plotHeight;
  const yAdr = (amount: number) => baseline - (amount / axis.max) * plotHeight;
  const xMid = (index: number) => PLOT.left + slot * index + slot / 2;
  const step = labelStep(points.length);
  // The ADR line, broken where a period sold nothing (it has no rate).
  const adrPath = points
    .map((point, index) => (point.adr === null ? null : { index, y: yAdr(point.adr) }))
    .map((at, index, all) => (at ? `${all[index - 1] ? 'L' : 'M'}${xMid(at.index).toFixed(1)},${at.y.toFixed(1)}` : ''))
    .join('');

  return (
    <figure className="revenue-chart statistics-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`Occupancy and ADR by ${query.groupBy}, ${formatShortUs(query.from)} to ${formatShortUs(query.to)}`}
        aria-describedby={summaryId}
        preserveAspectRatio="xMidYMid meet"
      >
        {Array.from({ length: TICKS + 1 }, (_, index) => (
          <g key={index} className="revenue-chart-tick">
            <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={yPercent(index * 25)} y2={yPercent(index * 25)} />
            <text x={PLOT.left - 8} y={yPercent(index * 25)} dy="0.32em" textAnchor="end">
              {index * 25}%
            </text>
            <text x={WIDTH - PLOT.right + 8} y={yAdr(axis.step * index)} dy="0.32em" textAnchor="start">
              {compactUsd(cents(axis.step * index))}
            </text>
          </g>
        ))}
        {points.map((point, index) => {
          const top = yPercent(point.occupancy);
          return (
            <g key={point.period} className="statistics-chart-period" data-period={point.period}>
              <title>
                {`${point.label}: occupancy ${percent(point.occupancy)}, ADR ${point.adr === null ? 'none (no room sold)' : formatUsd(point.adr)}`}
              </title>
              {/* The whole slot answers the pointer, so a thin or empty bar still shows its title. */}
              <rect
                className="statistics-chart-slot"
                x={PLOT.left + slot * index}
                width={slot}
                y={PLOT.top}
                height={plotHeight}
              />
              {point.occupancy > 0 && (
                <rect
                  className="statistics-chart-occupancy"
                  x={xMid(index) - barWidth / 2}
                  width={barWidth}
                  y={top}
                  height={baseline - top}
                  rx={Math.min(2, barWidth / 4)}
                />
              )}
              {index % step === 0 && (
                <text className="revenue-chart-label" x={xMid(index)} y={HEIGHT - 8} textAnchor="middle">
                  {periodAxisLabel(point.period, index === 0)}
                </text>
              )}
            </g>
          );
        })}
        <line className="revenue-chart-baseline" x1={PLOT.left} x2={WIDTH - PLOT.right} y1={baseline} y2={baseline} />
        <path className="statistics-chart-adr" d={adrPath} />
        {points.length <= DOTS_UP_TO &&
          points.map((point, index) =>
            point.adr === null ? null : (
              <circle key={point.period} className="statistics-chart-adr-dot" cx={xMid(index)} cy={yAdr(point.adr)} r={3} />
            ),
          )}
      </svg>
      <figcaption className="revenue-chart-legend statistics-chart-legend">
        <span>
          <i className="revenue-chart-swatch statistics-chart-occupancy" aria-hidden="true" />
          Occupancy (left axis)
        </span>
        <span>
          <i className="statistics-chart-line-swatch" aria-hidden="true" />
          ADR (right axis)
        </span>
        <span id={summaryId} className="statistics-chart-summary">
          {statisticsChartSummary(points)}
        </span>
      </figcaption>
    </figure>
  );
}
