import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { formatUsd, parseMoney } from '@core/money';
import { formatShortUs, isCalendarDate, todayInZone } from '@core/stay-dates';
import { FileDown, Printer } from 'lucide-react';
import { useState } from 'react';
import { buttonClassName } from '../../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { Skeleton } from '../../../ui/skeleton';
import type { DailyReportQuery as DailyReportResult } from '../../../gql/graphql';
import { DailyReportQuery } from '../graphql/daily-report-query';
import './reports.css';

const usd = (amount: string) => formatUsd(parseMoney(amount));

interface DailyStayRow {
  bookingId: number;
  guest: string;
  roomNumber: string;
  checkInDate: string;
  checkOutDate: string;
  balance: string;
}

/** One of the day's lists by room (issue 23): who, where, the dates and what the guest still owes. */
function DailyStayTable({ title, stays }: { title: string; stays: readonly DailyStayRow[] }) {
  return (
    <table className="daily-report-stays">
      <caption>
        {title} ({stays.length})
      </caption>
      <thead>
        <tr>
          <th scope="col">Room</th>
          <th scope="col">Guest</th>
          <th scope="col">Dates</th>
          <th scope="col" className="daily-report-money">
            Balance
          </th>
        </tr>
      </thead>
      <tbody>
        {stays.length ? (
          stays.map((stay) => (
            <tr key={stay.bookingId}>
              <td>{stay.roomNumber}</td>
              <td>{stay.guest}</td>
              <td>
                {formatShortUs(stay.checkInDate)} – {formatShortUs(stay.checkOutDate)}
              </td>
              <td className="daily-report-money">{usd(stay.balance)}</td>
            </tr>
          ))
        ) : (
          <tr>
            <td colSpan={4} className="daily-report-none">
              None
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
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
        <DailyReportFiles
          date={date}
          className="report-exports"
          label="Daily report files"
          open="Print Daily Report"
          download="Download Daily Report"
        />
      </div>
      {data ? (
        <DailyReportFigures report={data}>
          <div className="daily-report-lists">
            <DailyStayTable title="Arrivals" stays={data.arrivalStays} />
            <DailyStayTable title="Departures" stays={data.departureStays} />
            <DailyStayTable title="In House" stays={data.inHouseStays} />
          </div>
        </DailyReportFigures>
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

/** A day's figures as the daily report reads them, whichever query brought them. */
export type DailyReportFiguresData = Omit<
  DailyReportResult['dailyReport'],
  'date' | 'arrivalStays' | 'departureStays' | 'inHouseStays'
>;

/** The daily report's figures: the day at the desk, the night's revenue and the day's payments (then `children`). */
export function DailyReportFigures({ report: data, children }: { report: DailyReportFiguresData; children?: ReactNode }) {
  return (
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
      {children}
    </div>
  );
}

/** A day's report PDF: opened in a new tab to print, and downloaded. */
export function DailyReportFiles(props: { date: string; className: string; label?: string; open: string; download: string }) {
  return (
    <div className={props.className} aria-label={props.label}>
      <a
        className={buttonClassName({ variant: 'outline', size: 'sm' })}
        href={dailyPdfUrl(props.date, true)}
        target="_blank"
        rel="noopener"
      >
        <Printer aria-hidden="true" />
        {props.open}
      </a>
      <a className={buttonClassName({ variant: 'secondary', size: 'sm' })} href={dailyPdfUrl(props.date)} download>
        <FileDown aria-hidden="true" />
        {props.download}
      </a>
    </div>
  );
}
