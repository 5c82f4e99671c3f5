import { useMemo } from 'react';
import { DataGrid } from '../../../ui/grid/data-grid';
import { GridSkeleton } from '../../../ui/grid/grid-skeleton';
import { reportCells, reportColumnHeaders, reportColumns } from '../grid/report-columns';
import { reportTableRows, type MonthlyReportData } from '../report-figures';

/** The Monthly Revenue Report as a read-only grid: twelve months and a bold TOTAL row (cells can be copied). */
export function MonthlyReportGrid({ report }: { report: MonthlyReportData }) {
  const rows = useMemo(() => reportTableRows(report), [report]);
  const columns = useMemo(() => reportColumns(), []);
  const headers = useMemo(() => reportColumnHeaders(report.tax1Name, report.tax2Name), [report.tax1Name, report.tax2Name]);
  return (
    <div className="report-grid" data-testid="monthly-report-grid">
      <DataGrid
        data={rows}
        columns={columns}
        colHeaders={headers}
        readOnly
        height="auto"
        cells={(row) => reportCells(row, rows.length)}
      />
    </div>
  );
}

const SKELETON_HEADERS = reportColumnHeaders('Tax 1', 'Tax 2');

/** Twelve grey rows while the report loads (spec section 9). */
export function MonthlyReportSkeleton() {
  return <GridSkeleton columns={SKELETON_HEADERS} rows={12} label="Loading report" rowTestId="report-skeleton-row" />;
}
