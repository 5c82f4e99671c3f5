import { addMoney, formatUsd } from '@core/money';
import type { Content, TableCell } from 'pdfmake/interfaces';
import { BAND, framedDocument, headerCell, ledgerLayout, moneyCell, MUTED, RULE, renderPdf } from '../../documents/pdf-render';
import {
  extrasSummary,
  figureValues,
  monthRows,
  quarterRows,
  reportColumnTitles,
  totalRow,
  type FigureRow,
  type ReportDocumentData,
} from './report-document';

const MONEY_COLUMNS = 6;

/** A period's row; a total row is bold on a light band. */
function figureCells(row: FigureRow, total = false): TableCell[] {
  const fillColor = total ? BAND : undefined;
  return [
    { text: row.label, bold: total, noWrap: true, fillColor },
    ...figureValues(row).map((amount) => ({ ...moneyCell(amount, total), fillColor })),
  ];
}

function headerRow(titles: string[]): TableCell[] {
  return titles.map((title, index) => headerCell(title, index === 0 ? 'left' : 'right'));
}

/** The Monthly Revenue Report: twelve months and a bold TOTAL row on a light band. */
function monthlyTable(data: ReportDocumentData): Content {
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: [82, ...Array<string>(MONEY_COLUMNS).fill('*')],
      body: [
        headerRow(reportColumnTitles(data.monthly)),
        ...monthRows(data.monthly).map((row) => figureCells(row)),
        figureCells(totalRow(data.monthly), true),
      ],
    },
    layout: ledgerLayout({ headerRows: 1, totalRow: true }),
  };
}

/** Qtr1 to Qtr4 with their months, closed by the annual total. */
function quarterlyTable(data: ReportDocumentData): Content {
  const quarters = quarterRows(data.quarterly).map((row) => [
    { text: [row.label, { text: `  ${row.months}`, style: 'note' }], noWrap: true },
    ...figureValues(row).map((amount) => moneyCell(amount)),
  ]);
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: [82, ...Array<string>(MONEY_COLUMNS).fill('*')],
      body: [
        headerRow(reportColumnTitles(data.monthly, 'Quarter')),
        ...quarters,
        figureCells(totalRow(data.monthly, 'Annual Total'), true),
      ],
    },
    layout: ledgerLayout({ headerRows: 1, totalRow: true }),
  };
}

/** Four figures an accountant looks for first, in boxes across the page. */
function keyFigures(data: ReportDocumentData): Content {
  const total = totalRow(data.monthly);
  const box = (label: string, value: string, strong = false): Content => ({
    table: {
      widths: ['*'],
      body: [
        [
          {
            stack: [
              { text: label, fontSize: 8, color: MUTED },
              { text: value, fontSize: 12, bold: true, margin: [0, 3, 0, 0] },
            ],
            fillColor: strong ? BAND : undefined,
            margin: [6, 5, 6, 5],
          },
        ],
      ],
    },
    layout: { hLineColor: () => RULE, vLineColor: () => RULE, hLineWidth: () => 0.75, vLineWidth: () => 0.75 },
  });
  return {
    columnGap: 10,
    columns: [
      box('Taxable Revenue', formatUsd(total.taxable)),
      box('Non-Taxable Revenue', formatUsd(total.nonTaxable)),
      box('Taxes Collected', formatUsd(addMoney(total.tax1, total.tax2))),
      box(`Annual Total ${data.monthly.year}`, formatUsd(total.grandTotal), true),
    ],
  };
}

/**
 * The grand total says it is without extras, then the year's folio extras (by their own dates) and the
 * total with them.
 */
function financialSummary(data: ReportDocumentData): Content {
  return {
    table: {
      widths: ['*', 62],
      body: extrasSummary(data.monthly).map((line) => [
        { text: line.label, bold: line.strong, fillColor: line.strong ? BAND : undefined },
        { ...moneyCell(line.amount, line.strong), fillColor: line.strong ? BAND : undefined },
      ]),
    },
    layout: ledgerLayout({ headerRows: 0, totalRow: true }),
  };
}

/** The hotel's two taxes, their current rates, and what each brought in over the year. */
function taxTable(data: ReportDocumentData): Content {
  const total = totalRow(data.monthly);
  const collected = [total.tax1, total.tax2];
  return {
    table: {
      headerRows: 1,
      widths: ['*', 50, 80],
      body: [
        [headerCell('Tax'), headerCell('Current Rate', 'right'), headerCell(`Collected in ${data.monthly.year}`, 'right')],
        ...data.taxes.map((tax, index) => [
          { text: tax.name },
          { text: tax.rate, alignment: 'right' as const },
          moneyCell(collected[index]!),
        ]),
      ],
    },
    layout: ledgerLayout({ headerRows: 1, totalRow: false }),
  };
}

/**
 * GET /api/hotel/reports/{year}/pdf and the CLI: the year's financial report as an accountant files it.
 * Money is right-aligned with $ and two decimals; totals are bold.
 */
export function buildReportPdf(data: ReportDocumentData): Promise<Buffer> {
  const year = data.monthly.year;
  return renderPdf(
    framedDocument({
      hotel: data.hotel,
      title: `Financial Report ${year}`,
      generatedAt: data.generatedAt,
      content: [
        { text: `Financial Report ${year}`, style: 'title' },
        { text: `January 1 – December 31, ${year}  ·  Amounts in USD`, style: 'subtitle' },
        keyFigures(data),
        { text: 'Monthly Revenue Report', style: 'section' },
        monthlyTable(data),
        { text: 'Quarterly Summary', style: 'section' },
        quarterlyTable(data),
        {
          columnGap: 14,
          columns: [
            { width: 250, stack: [{ text: 'Taxes', style: 'section' }, taxTable(data)] },
            { width: '*', stack: [{ text: 'Financial Summary', style: 'section' }, financialSummary(data)] },
          ],
        },
        {
          text:
            'Revenue is counted in the month of each booking\u2019s check-in date. Taxable revenue is the subtotal of Daily and ' +
            'Weekly bookings; Non-Taxable revenue is the subtotal of Monthly bookings. Tax amounts are those charged on the ' +
            'bookings; the rates shown are the hotel\u2019s current rates. Extras (folio charges) are counted by their own ' +
            'dates and are not part of Grand Total.',
          style: 'note',
          margin: [0, 12, 0, 0],
        },
      ],
    }),
  );
}
