import { HotTable } from '@handsontable/react-wrapper';
import { useMemo } from 'react';
import { GRID_THEME, handsontableLicenseKey } from '../../../ui/grid/handsontable-setup';
import { Skeleton } from '../../../ui/skeleton';
import { reportCells, reportColumnHeaders, reportColumns } from '../grid/report-columns';
import { reportTableRows, type MonthlyReportData } from '../report-figures';

/** The Monthly Revenue Report as a read-only grid: twelve months and a bold TOTAL row (cells can be copied). */
export function MonthlyReportGrid({ report }: { report: MonthlyReportData }) {
  const rows = useMemo(() => reportTableRows(report), [report]);
  const columns = useMemo(() => reportColumns(), []);
  const headers = useMemo(() => reportColumnHeaders(report.tax1Name, report.tax2Name), [report.tax1Name, report.tax2Name]);
  return (
    <div className="report-grid" data-testid="monthly-report-grid">
      <HotTable
        themeName={GRID_THEME}
        licenseKey={handsontableLicenseKey()}
        data={rows}
        columns={columns}
        colHeaders={headers}
        rowHeaders={false}
        readOnly
        width="100%"
        height="auto"
        stretchH="all"
        cells={(row) => reportCells(row, rows.length)}
      />
    </div>
  );
}

/** Twelve grey rows while the report loads (spec section 9). */
export function MonthlyReportSkeleton() {
  return (
    <div className="report-loading" role="status" aria-label="Loading report">
      <div className="report-skeleton-header" />
      {Array.from({ length: 12 }, (_, index) => (
        <div key={index} className="report-skeleton-row" data-testid="report-skeleton-row">
          {Array.from({ length: 7 }, (_cell, cell) => (
            <Skeleton key={cell} className="report-skeleton-cell" />
          ))}
        </div>
      ))}
    </div>
  );
}
