import { useQuery } from '@apollo/client/react';
import { reportYearSchema, REPORT_YEAR_MAX, REPORT_YEAR_MIN } from '@core/schemas/report.schema';
import { FileDown, FileSpreadsheet, FileText, Printer, RefreshCw } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button, buttonClassName } from '../../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { FinancialReportQuery } from '../graphql/financial-report-query';
import { currentReportYear, reportDocumentUrl } from '../report-figures';
import { MonthlyReportGrid, MonthlyReportSkeleton } from './monthly-report-grid';
import { DailyReportCard } from './daily-report-card';
import { QuarterlySummary, ReportInformation } from './report-cards';
import { RevenueChart } from './revenue-chart';

/**
 * The Financial Reports of spec section 2: a year's monthly table, chart and quarters by check-in date, with
 * the Daily Report card. The hotel's settings are known (its name and timezone) before it renders.
 */
export function RevenueReports({ hotelName, timezone }: { hotelName: string; timezone: string }) {
  // The year shown; until one is chosen, this year on the hotel's clock.
  const [chosenYear, setChosenYear] = useState<number | null>(null);
  const year = chosenYear ?? currentReportYear(timezone);
  const [draft, setDraft] = useState<string | null>(null);
  const [yearError, setYearError] = useState<string | undefined>();

  const report = useQuery(FinancialReportQuery, {
    variables: { year },
    // Bookings change on other tabs: show the cached year at once, then the server's figures.
    fetchPolicy: 'cache-and-network',
  });
  const data = report.data?.monthlyReport.year === year ? report.data : undefined;

  const updateReport = (event: FormEvent) => {
    event.preventDefault();
    const parsed = reportYearSchema.safeParse(draft ?? String(year));
    if (!parsed.success) {
      setYearError(parsed.error.issues[0]?.message);
      return;
    }
    setYearError(undefined);
    setDraft(null);
    if (parsed.data === year) void report.refetch();
    else setChosenYear(parsed.data);
  };

  const printReport = () => {
    window.open(reportDocumentUrl(year, 'pdf', true), '_blank', 'noopener');
  };

  return (
    <div className="report-tab">
      <Card>
        <CardContent>
          <form className="report-toolbar" onSubmit={updateReport} noValidate>
            <FormField label="Report Year" error={yearError} className="report-year-field">
              <Input
                type="number"
                inputMode="numeric"
                min={REPORT_YEAR_MIN}
                max={REPORT_YEAR_MAX}
                step={1}
                value={draft ?? String(year)}
                onChange={(event) => setDraft(event.target.value)}
              />
            </FormField>
            <div className="report-toolbar-actions">
              <Button type="submit" disabled={report.loading && !data}>
                <RefreshCw aria-hidden="true" />
                Update Report
              </Button>
              <Button type="button" variant="outline" onClick={printReport}>
                <Printer aria-hidden="true" />
                Print Report
              </Button>
            </div>
            <div className="report-exports" aria-label="Export">
              <span className="report-exports-label">Export {year}</span>
              <a className={buttonClassName({ variant: 'secondary', size: 'sm' })} href={reportDocumentUrl(year, 'pdf')} download>
                <FileDown aria-hidden="true" />
                PDF
              </a>
              <a className={buttonClassName({ variant: 'secondary', size: 'sm' })} href={reportDocumentUrl(year, 'csv')} download>
                <FileText aria-hidden="true" />
                CSV
              </a>
              <a
                className={buttonClassName({ variant: 'secondary', size: 'sm' })}
                href={reportDocumentUrl(year, 'xlsx')}
                download
              >
                <FileSpreadsheet aria-hidden="true" />
                Excel
              </a>
            </div>
          </form>
        </CardContent>
      </Card>

      <DailyReportCard timezone={timezone} />

      <Card>
        <CardHeader>
          <CardTitle>Monthly Revenue Report</CardTitle>
          <CardDescription>
            {year}: taxable revenue is Daily and Weekly bookings, non-taxable is Monthly bookings.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {data ? (
            <MonthlyReportGrid report={data.monthlyReport} />
          ) : report.error ? (
            <p className="report-error" role="alert">
              Failed to load the report for {year}
            </p>
          ) : (
            <MonthlyReportSkeleton />
          )}
        </CardContent>
      </Card>

      {data && (
        <>
          <Card>
            <CardHeader>
              <CardTitle>Monthly Grand Totals</CardTitle>
            </CardHeader>
            <CardContent>
              <RevenueChart report={data.monthlyReport} />
            </CardContent>
          </Card>
          <div className="report-section">
            <h2 className="report-section-title">Quarterly Summary</h2>
            <QuarterlySummary quarters={data.quarterlyReport.quarters} report={data.monthlyReport} />
          </div>
          <ReportInformation report={data.monthlyReport} hotelName={hotelName} timezone={timezone} />
        </>
      )}
    </div>
  );
}
