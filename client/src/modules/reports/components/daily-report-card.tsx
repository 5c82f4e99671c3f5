import { useQuery } from '@apollo/client/react';
import { formatUsd, parseMoney } from '@core/money';
import { isCalendarDate, todayInZone } from '@core/stay-dates';
import { FileDown, Printer } from 'lucide-react';
import { useState } from 'react';
import { buttonClassName } from '../../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { Skeleton } from '../../../ui/skeleton';
import { DailyReportQuery } from '../graphql/daily-report-query';
import './reports.css';

const usd = (amount: string) => formatUsd(parseMoney(amount));
const dailyPdfUrl = (date: string, inline = false) => `/api/hotel/reports/daily/${date}/pdf${inline ? '?inline=1' : ''}`;

/** The Reports tab's Daily Report card: today on the hotel's clock until another date is picked. */
export function DailyReportCard({ timezone }: { timezone: string }) {
  return (
    <Card className="daily-report">
      <CardHeader>
        <CardTitle>Daily Report</CardTitle>
        <CardDescription>
          The close of one day: who arrived, left and stayed, the night’s revenue and the day’s payments.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <DailyReport initialDate={todayInZone(timezone)} />
      </CardContent>
    </Card>
  );
}

/**
 * The night clerk's close of day: arrivals, departures and stays in house on the chosen date (initialDate
 * until another is picked), the night's room revenue and taxes, the day's extras and payments, and its PDF.
 * The Reports tab shows it in a card; the Front Desk (issue 15: a clerk has no Reports tab) in a dialog.
 */
export function DailyReport({ initialDate }: { initialDate: string }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const date = chosen ?? initialDate;
  const report = useQuery(DailyReportQuery, { variables: { date }, fetchPolicy: 'cache-and-network' });
  const data = report.data?.dailyReport.date === date ? report.data.dailyReport : undefined;

  return (
    <>
      <div className="report-toolbar">
        <FormField label="Report Date" className="report-year-field">
          <Input
            type="date"
            value={date}
            onChange={(event) => {
              if (isCalendarDate(event.target.value)) setChosen(event.target.value);
            }}
          />
        </FormField>
        <div className="report-exports" aria-label="Daily report files">
          <a
            className={buttonClassName({ variant: 'outline', size: 'sm' })}
            href={dailyPdfUrl(date, true)}
            target="_blank"
            rel="noopener"
          >
            <Printer aria-hidden="true" />
            Print Daily Report
          </a>
          <a className={buttonClassName({ variant: 'secondary', size: 'sm' })} href={dailyPdfUrl(date)} download>
            <FileDown aria-hidden="true" />
            Download Daily Report
          </a>
        </div>
      </div>
      {data ? (
        <div className="daily-report-body">
          <dl className="daily-report-counts" aria-label="The day at the desk">
            {(
              [
                ['Arrivals', String(data.arrivals)],
                ['Departures', String(data.departures)],
                ['In House', String(data.inHouse)],
                ['Occupancy', `${data.occupancyRate.toFixed(1)}%`],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="daily-report-count">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <dl className="report-figures" aria-label="Revenue of the night">
            {(
              [
                ['Room Revenue', data.roomRevenue],
                ['Taxes', data.taxes],
                ['Extras', data.extras],
              ] as const
            ).map(([label, amount]) => (
              <div key={label} className="report-figure">
                <dt>{label}</dt>
                <dd>{usd(amount)}</dd>
              </div>
            ))}
          </dl>
          <dl className="report-figures" aria-label="Payments of the day">
            {data.paymentsByMethod.map((entry) => (
              <div key={entry.method} className="report-figure">
                <dt>{entry.method}</dt>
                <dd>{usd(entry.amount)}</dd>
              </div>
            ))}
            <div className="report-figure report-figure-strong">
              <dt>Total Payments</dt>
              <dd>{usd(data.totalPayments)}</dd>
            </div>
          </dl>
        </div>
      ) : report.error ? (
        <p className="report-error" role="alert">
          Failed to load the daily report for {date}
        </p>
      ) : (
        <div role="status" aria-label="Loading the daily report">
          <Skeleton className="daily-report-skeleton" />
        </div>
      )}
    </>
  );
}
