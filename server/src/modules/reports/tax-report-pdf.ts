import { monthTitle } from '@core/report-periods';
import { EXEMPT_STAY_COLUMNS, TAX_REPORT_LINES, type TaxReport } from '@core/tax-report';
import type { Content, TableCell } from 'pdfmake/interfaces';
import type { HotelDetails } from '../../documents/hotel-details';
import { BAND, framedDocument, headerCell, ledgerLayout, moneyCell, renderPdf } from '../../documents/pdf-render';

export interface TaxReportDocumentData {
  hotel: HotelDetails;
  report: TaxReport;
  generatedAt: Date;
}

/** "innkeep-tax-report-2026-04.pdf" */
export const taxReportFileName = (month: string, extension: 'pdf' | 'csv') => `innkeep-tax-report-${month}.${extension}`;

/** One column per tax, one line per figure: the taxable and exempt revenue, then the tax and its long-stay lines. */
function taxesTable(report: TaxReport): Content {
  const widths = [110, ...report.byTax.map(() => '*')];
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths,
      body: [
        [headerCell(''), ...report.byTax.map((row) => headerCell(row.name, 'right'))],
        ...TAX_REPORT_LINES.map(({ label, figure, strong }): TableCell[] => [
          { text: label, bold: strong, fillColor: strong ? BAND : undefined },
          ...report.byTax.map((row) => ({ ...moneyCell(figure(row), strong), fillColor: strong ? BAND : undefined })),
        ]),
      ],
    },
    layout: ledgerLayout({ headerRows: 1, totalRow: false }),
  };
}

function exemptStaysTable(report: TaxReport): Content {
  if (report.exemptStays.length === 0) return { text: 'No stay had an exempt night this month.', style: 'note' };
  const right = (text: string) => ({ text, alignment: 'right' as const });
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: [48, '*', 40, 40, 70, 70],
      body: [
        EXEMPT_STAY_COLUMNS.map((title, index) => headerCell(title, index === 3 || index === 4 ? 'right' : 'left')),
        ...report.exemptStays.map((stay): TableCell[] => [
          { text: `#${stay.bookingId}`, noWrap: true },
          { text: stay.guest },
          { text: stay.room, noWrap: true },
          right(String(stay.nights)),
          moneyCell(stay.exemptRevenue),
          { text: stay.reason, noWrap: true },
        ]),
      ],
    },
    layout: ledgerLayout({ headerRows: 1, totalRow: false }),
  };
}

/** GET /api/hotel/reports/tax.pdf: the month's figures by tax, then its exempt stays. */
export function buildTaxReportPdf(data: TaxReportDocumentData): Promise<Buffer> {
  const { report } = data;
  return renderPdf(
    framedDocument({
      hotel: data.hotel,
      title: 'Occupancy Tax Report',
      generatedAt: data.generatedAt,
      content: [
        { text: 'Occupancy Tax Report', style: 'title' },
        { text: `${monthTitle(report.month)}, by the night`, style: 'subtitle' },
        taxesTable(report),
        {
          text:
            'Each figure counts the nights of the month (closed days as the night audit posted them). Room revenue is that ' +
            'of the stays a tax applies to: taxable plus exempt. Refunds and tax due are the long-stay lines dated in the month.',
          style: 'note',
          margin: [0, 6, 0, 0],
        },
        { text: 'Exempt stays', style: 'section' },
        exemptStaysTable(report),
      ],
    }),
  );
}
