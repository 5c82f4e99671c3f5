import { useQuery } from '@apollo/client/react';
import { formatUsd, parseMoney } from '@core/money';
import { monthTitle } from '@core/report-periods';
import { EXEMPT_STAY_COLUMNS, TAX_REPORT_LINES } from '@core/tax-report';
import { FileDown, FileText } from 'lucide-react';
import { useState } from 'react';
import { serverErrorMessage } from '../../../app/graphql-error';
import { buttonClassName } from '../../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { Skeleton } from '../../../ui/skeleton';
import { TaxReportQuery } from '../graphql/tax-report-query';
import { defaultTaxMonth, monthOfField, taxReportDocumentUrl, type TaxReportData } from '../tax-report-figures';

const usd = (amount: string) => formatUsd(parseMoney(amount));

/** One column per tax, one row per line: what the state's occupancy-tax return asks for. */
function TaxesTable({ report }: { report: TaxReportData }) {
  if (report.byTax.length === 0) return <p className="daily-report-none">The hotel has no tax.</p>;
  return (
    <table className="daily-report-stays tax-report-table">
      <caption className="visually-hidden">Taxes of {monthTitle(report.month)}</caption>
      <thead>
        <tr>
          <td />
          {report.byTax.map((tax) => (
            <th key={tax.taxRateId ?? tax.name} scope="col" className="daily-report-money">
              {tax.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {TAX_REPORT_LINES.map((line) => (
          <tr key={line.label} className={line.strong ? 'tax-report-strong' : undefined}>
            <th scope="row">{line.label}</th>
            {report.byTax.map((tax) => (
              <td key={tax.taxRateId ?? tax.name} className="daily-report-money">
                {usd(line.figure(tax))}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The stays with exempt nights in the month, once per reason. */
function ExemptStaysTable({ report }: { report: TaxReportData }) {
  return (
    <table className="daily-report-stays">
      <caption className="visually-hidden">Exempt stays of {monthTitle(report.month)}</caption>
      <thead>
        <tr>
          {EXEMPT_STAY_COLUMNS.map((title) => (
            <th
              key={title}
              scope="col"
              className={title === 'Nights' || title === 'Exempt revenue' ? 'daily-report-money' : undefined}
            >
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {report.exemptStays.length ? (
          report.exemptStays.map((stay) => (
            <tr key={`${stay.bookingId}/${stay.reason}`}>
              <td>#{stay.bookingId}</td>
              <td>{stay.guest}</td>
              <td>{stay.room}</td>
              <td className="daily-report-money">{stay.nights}</td>
              <td className="daily-report-money">{usd(stay.exemptRevenue)}</td>
              <td>{stay.reason}</td>
            </tr>
          ))
        ) : (
          <tr>
            <td colSpan={EXEMPT_STAY_COLUMNS.length} className="daily-report-none">
              No stay had an exempt night this month
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}

/**
 * The Reports tab's Tax view (issue 26): a month's room revenue by tax, taxable and exempt by reason, the tax
 * charged on its nights, its long-stay refunds and dues, the exempt stays, and the month's PDF and CSV. Last
 * month until another is picked.
 */
export function TaxReportView({ timezone }: { timezone: string }) {
  const [month, setMonth] = useState(() => defaultTaxMonth(timezone));
  const report = useQuery(TaxReportQuery, { variables: { month }, fetchPolicy: 'cache-and-network' });
  const data = report.data?.taxReport.month === month ? report.data.taxReport : undefined;
  const title = monthTitle(month);

  return (
    <div className="report-tab">
      <Card>
        <CardContent>
          <div className="report-toolbar">
            <FormField label="Month" className="report-year-field">
              <Input
                type="month"
                value={month}
                onChange={(event) => {
                  const chosen = monthOfField(event.target.value);
                  if (chosen) setMonth(chosen);
                }}
              />
            </FormField>
            <div className="report-exports" role="group" aria-label="Export the tax report">
              <span className="report-exports-label">Export</span>
              <a
                className={buttonClassName({ variant: 'secondary', size: 'sm' })}
                href={taxReportDocumentUrl(month, 'pdf')}
                download
              >
                <FileDown aria-hidden="true" />
                PDF
              </a>
              <a
                className={buttonClassName({ variant: 'secondary', size: 'sm' })}
                href={taxReportDocumentUrl(month, 'csv')}
                download
              >
                <FileText aria-hidden="true" />
                CSV
              </a>
            </div>
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Taxes of {title}</CardTitle>
          <CardDescription>
            By the night: each figure counts the nights of the month, closed days as the night audit posted them. Room revenue is
            that of the stays a tax applies to, taxable plus exempt; refunds and tax due are the long-stay lines dated in the
            month.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {data ? (
            <TaxesTable report={data} />
          ) : report.error ? (
            <p className="report-error" role="alert">
              {serverErrorMessage(report.error) ?? `Failed to load the tax report for ${title}`}
            </p>
          ) : (
            <div role="status" aria-label="Loading the tax report">
              <Skeleton className="daily-report-skeleton" />
            </div>
          )}
        </CardContent>
      </Card>
      {data && (
        <Card>
          <CardHeader>
            <CardTitle>Exempt stays</CardTitle>
            <CardDescription>Each stay with nights a tax does not carry this month, once per reason.</CardDescription>
          </CardHeader>
          <CardContent>
            <ExemptStaysTable report={data} />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
