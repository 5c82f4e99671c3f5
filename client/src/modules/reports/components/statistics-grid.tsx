import type { StatisticsQuery } from '@core/schemas/statistics.schema';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { DataGrid } from '../../../ui/grid/data-grid';
import { GridSkeleton } from '../../../ui/grid/grid-skeleton';
import { STATISTICS_GRID_WIDTH, STATISTICS_HEADERS, statisticsCells, statisticsColumns } from '../grid/statistics-columns';
import { statisticsTableRows, type StatisticsData } from '../statistics-figures';

const ROW_HEIGHT = 30;
const HEADER_HEIGHT = 32;
const MOST_ROWS = 16;
/** Room for the horizontal scroll bar under the rows. */
const SCROLL_BAR = 16;

/** The element's width, followed as the window (and so the card) changes size. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => setWidth(entry!.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * The statistics as a read-only grid (cells can be copied): a row per period and a bold TOTAL row. In a card
 * narrower than its columns it gets a height of its own, to scroll sideways inside it (the Period column
 * staying) rather than be cut off; a long range (days of a year) scrolls down inside it, TOTAL kept in view.
 */
export function StatisticsGrid({ data, query }: { data: StatisticsData; query: StatisticsQuery }) {
  const rows = useMemo(() => statisticsTableRows(data, query), [data, query]);
  const columns = useMemo(() => statisticsColumns(), []);
  const [ref, width] = useWidth();
  const sideways = width !== null && width < STATISTICS_GRID_WIDTH;
  const downwards = rows.length > MOST_ROWS;
  const height =
    sideways || downwards
      ? HEADER_HEIGHT + Math.min(rows.length, MOST_ROWS) * ROW_HEIGHT + (sideways ? SCROLL_BAR : 0) + 2
      : ('auto' as const);
  return (
    <div ref={ref} className="report-grid" data-testid="statistics-grid">
      <DataGrid
        data={rows}
        columns={columns}
        colHeaders={STATISTICS_HEADERS}
        readOnly
        height={height}
        rowHeights={ROW_HEIGHT}
        columnHeaderHeight={HEADER_HEIGHT}
        fixedColumnsStart={sideways ? 1 : 0}
        fixedRowsBottom={downwards ? 1 : 0}
        cells={(row) => statisticsCells(row, rows.length)}
      />
    </div>
  );
}

/** Twelve grey rows while the statistics load. */
export function StatisticsSkeleton() {
  return <GridSkeleton columns={STATISTICS_HEADERS} rows={12} label="Loading statistics" rowTestId="statistics-skeleton-row" />;
}
