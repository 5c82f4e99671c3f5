import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card';
import { bestMonth, totalTaxes, totalsOf, usd, type MonthlyReportData, type PeriodMoney } from '../report-figures';

export interface QuarterData extends PeriodMoney {
  quarter: string;
}

const QUARTER_MONTHS: Record<string, string> = { Qtr1: 'Jan – Mar', Qtr2: 'Apr – Jun', Qtr3: 'Jul – Sep', Qtr4: 'Oct – Dec' };

function Figures({ rows }: { rows: [string, string, boolean?][] }) {
  return (
    <dl className="report-figures">
      {rows.map(([label, amount, strong], index) => (
        <div key={index} className={strong ? 'report-figure report-figure-strong' : 'report-figure'}>
          <dt>{label}</dt>
          <dd>{usd(amount)}</dd>
        </div>
      ))}
    </dl>
  );
}

const periodRows = (
  period: PeriodMoney,
  tax1Name: string,
  tax2Name: string,
  totalLabel = 'Total',
): [string, string, boolean?][] => [
  ['Taxable', period.taxable],
  ['Non-Taxable', period.nonTaxable],
  ['Subtotal', period.subtotal],
  [tax1Name, period.tax1],
  [tax2Name, period.tax2],
  [totalLabel, period.grandTotal, true],
];

/** Qtr1 to Qtr4, then the Annual Total card. */
export function QuarterlySummary({ quarters, report }: { quarters: QuarterData[]; report: MonthlyReportData }) {
  return (
    <section className="report-quarters" aria-label="Quarterly Summary">
      {quarters.map((quarter) => (
        <Card key={quarter.quarter} className="report-quarter" data-testid={`quarter-${quarter.quarter}`}>
          <CardHeader>
            <CardTitle>{quarter.quarter}</CardTitle>
            <p className="report-card-hint">{QUARTER_MONTHS[quarter.quarter]}</p>
          </CardHeader>
          <CardContent>
            <Figures rows={periodRows(quarter, report.tax1Name, report.tax2Name)} />
          </CardContent>
        </Card>
      ))}
      <Card className="report-quarter report-annual" data-testid="annual-total">
        <CardHeader>
          <CardTitle>Annual Total</CardTitle>
          <p className="report-card-hint">{report.year}</p>
        </CardHeader>
        <CardContent>
          <p className="report-annual-amount">{usd(report.totalGrandTotal)}</p>
          <Figures rows={periodRows(totalsOf(report), report.tax1Name, report.tax2Name).slice(0, 5)} />
        </CardContent>
      </Card>
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="report-facts">
      {rows.map(([label, value]) => (
        <div key={label} className="report-fact">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What the report covers, and the year's totals with a glance at the best month. */
export function ReportInformation({
  report,
  hotelName,
  timezone,
}: {
  report: MonthlyReportData;
  hotelName: string;
  timezone: string;
}) {
  const best = bestMonth(report);
  return (
    <div className="report-info">
      <Card>
        <CardHeader>
          <CardTitle>Report Information</CardTitle>
        </CardHeader>
        <CardContent>
          <Facts
            rows={[
              ['Hotel', hotelName || '—'],
              ['Report Year', report.year],
              ['Period', `January 1 – December 31, ${report.year}`],
              ['Revenue by', 'Check-in date'],
              ['Taxable', 'Daily and Weekly bookings'],
              ['Non-Taxable', 'Monthly bookings'],
              ['Taxes', `${report.tax1Name}, ${report.tax2Name}`],
              ['Currency', 'USD'],
              ['Timezone', timezone.replace(/_/g, ' ')],
            ]}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Financial Summary</CardTitle>
        </CardHeader>
        <CardContent>
          <Figures
            rows={[
              ['Total Taxable Revenue', report.totalTaxable],
              ['Total Non-Taxable Revenue', report.totalNonTaxable],
              ['Total Subtotal', report.totalSubtotal],
              [`Total ${report.tax1Name}`, report.totalTax1],
              [`Total ${report.tax2Name}`, report.totalTax2],
              ['Grand total (rooms and taxes, without extras)', report.totalGrandTotal, true],
              ['Extras (folio charges)', report.totalExtras],
              ['Total with extras', report.totalWithExtras, true],
            ]}
          />
          <Facts
            rows={[
              ['Taxes collected', totalTaxes(report)],
              ['Best month', best ? `${best.month} (${usd(best.grandTotal)})` : 'No revenue yet'],
            ]}
          />
        </CardContent>
      </Card>
    </div>
  );
}
