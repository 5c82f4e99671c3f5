import { cents, formatUsd } from '@core/money';
import { chartBars, compactUsd, niceAxis, type MonthlyReportData } from '../report-figures';

const WIDTH = 960;
const HEIGHT = 280;
const PLOT = { left: 56, right: 12, top: 12, bottom: 28 };
const TICKS = 4;

/**
 * Monthly grand totals as stacked bars, drawn in plain SVG: the taxable part (Daily and Weekly revenue
 * with its taxes) below, the non-taxable part (Monthly bookings) above. Each bar's title gives the figures.
 */
export function RevenueChart({ report }: { report: MonthlyReportData }) {
  const bars = chartBars(report);
  const axis = niceAxis(cents(Math.max(...bars.map((bar) => bar.grandTotal))), TICKS);
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const slot = plotWidth / bars.length;
  const barWidth = slot * 0.58;
  const y = (amount: number) => PLOT.top + plotHeight - (amount / axis.max) * plotHeight;

  return (
    <figure className="revenue-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`Monthly grand totals for ${report.year}, taxable and non-taxable`}
        preserveAspectRatio="xMidYMid meet"
      >
        {Array.from({ length: TICKS + 1 }, (_, index) => {
          const amount = axis.step * index;
          return (
            <g key={index} className="revenue-chart-tick">
              <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y(amount)} y2={y(amount)} />
              <text x={PLOT.left - 8} y={y(amount)} dy="0.32em" textAnchor="end">
                {compactUsd(cents(amount))}
              </text>
            </g>
          );
        })}
        {bars.map((bar, index) => {
          const x = PLOT.left + slot * index + (slot - barWidth) / 2;
          const taxableTop = y(bar.taxable);
          const totalTop = y(bar.grandTotal);
          return (
            <g key={bar.month} className="revenue-chart-bar" data-month={bar.month}>
              <title>
                {`${bar.month}: ${formatUsd(bar.grandTotal)} (taxable with taxes ${formatUsd(bar.taxable)}, non-taxable ${formatUsd(bar.nonTaxable)})`}
              </title>
              {bar.taxable > 0 && (
                <rect className="revenue-chart-taxable" x={x} width={barWidth} y={taxableTop} height={y(0) - taxableTop} rx={2} />
              )}
              {bar.nonTaxable > 0 && (
                <rect
                  className="revenue-chart-non-taxable"
                  x={x}
                  width={barWidth}
                  y={totalTop}
                  height={taxableTop - totalTop}
                  rx={2}
                />
              )}
              <text className="revenue-chart-label" x={x + barWidth / 2} y={HEIGHT - 8} textAnchor="middle">
                {bar.month.slice(0, 3)}
              </text>
            </g>
          );
        })}
        <line className="revenue-chart-baseline" x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y(0)} y2={y(0)} />
      </svg>
      <figcaption className="revenue-chart-legend">
        <span>
          <i className="revenue-chart-swatch revenue-chart-taxable" aria-hidden="true" />
          Taxable (with taxes)
        </span>
        <span>
          <i className="revenue-chart-swatch revenue-chart-non-taxable" aria-hidden="true" />
          Non-Taxable
        </span>
      </figcaption>
    </figure>
  );
}
