import { formatMoney, type Cents } from '@core/money';
import type ExcelJS from 'exceljs';
import { formatGeneratedAt, hotelAddressLine } from '../../documents/hotel-details';
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

const MONEY_FORMAT = '"$"#,##0.00;[Red]-"$"#,##0.00';
const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF0F4F8' } };

/** Dollars as a spreadsheet number (902.87): exact to the cent, since "902.87" parses to the nearest double. */
const dollars = (amount: Cents): number => Number(formatMoney(amount));

/**
 * A table sheet: header row, one row per period, and a bold total row whose cells are SUM formulas over
 * the rows above (with the computed result stored, so readers that do not recalculate still see it).
 * `offset` is the number of text columns before the six money columns.
 */
function addFigureSheet(
  workbook: ExcelJS.Workbook,
  name: string,
  titles: string[],
  rows: { labels: string[]; row: FigureRow }[],
  total: { labels: string[]; row: FigureRow },
): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  const offset = total.labels.length;
  sheet.columns = titles.map((title, index) => ({ header: title, width: index < offset ? 14 : 16 }));
  for (const { labels, row } of rows) sheet.addRow([...labels, ...figureValues(row).map(dollars)]);
  const first = 2;
  const last = rows.length + 1;
  const totals = figureValues(total.row).map((amount, index) => {
    const column = columnLetter(offset + index + 1);
    return { formula: `SUM(${column}${first}:${column}${last})`, result: dollars(amount) };
  });
  const totalExcelRow = sheet.addRow([...total.labels, ...totals]);

  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.eachCell((cell, column) => {
    cell.fill = HEADER_FILL;
    cell.border = { bottom: { style: 'thin' } };
    if (column > offset) cell.alignment = { horizontal: 'right' };
  });
  totalExcelRow.font = { bold: true };
  totalExcelRow.eachCell((cell) => {
    cell.border = { top: { style: 'thin' }, bottom: { style: 'double' } };
  });
  for (let column = offset + 1; column <= offset + 6; column++) sheet.getColumn(column).numFmt = MONEY_FORMAT;
  return sheet;
}

/**
 * Below the monthly TOTAL (rows 15 to 17, in the Grand Total column): the grand total without extras, the
 * year's folio extras, and the total with them as a formula over the two.
 */
function addExtrasLines(sheet: ExcelJS.Worksheet, monthly: ReportDocumentData['monthly']): void {
  const [grandTotal, extras, withExtras] = extrasSummary(monthly);
  const first = sheet.rowCount + 1;
  sheet.addRow([
    grandTotal!.label,
    null,
    null,
    null,
    null,
    null,
    { formula: `G${first - 1}`, result: dollars(grandTotal!.amount) },
  ]);
  sheet.addRow([extras!.label, null, null, null, null, null, dollars(extras!.amount)]);
  const total = sheet.addRow([
    withExtras!.label,
    null,
    null,
    null,
    null,
    null,
    { formula: `G${first}+G${first + 1}`, result: dollars(withExtras!.amount) },
  ]);
  total.font = { bold: true };
}

/** 1 → A; the sheets have at most eight columns. */
const columnLetter = (index: number): string => String.fromCharCode(64 + index);

/**
 * GET /api/hotel/reports/{year}/xlsx and the CLI: the report as a workbook an accountant re-opens and works
 * in. Sheet 1 is the monthly table (numbers as numbers, formatted as $), sheet 2 the quarters, sheet 3 who
 * and when.
 */
export async function buildReportXlsx(data: ReportDocumentData): Promise<Buffer> {
  const { monthly, quarterly, hotel } = data;
  // Loaded here, not at start: exceljs takes seconds to load.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  workbook.creator = 'Innkeep';
  workbook.company = hotel.name;
  workbook.title = `Financial Report ${monthly.year}`;
  workbook.created = data.generatedAt;
  workbook.modified = data.generatedAt;

  const monthlySheet = addFigureSheet(
    workbook,
    `Monthly ${monthly.year}`,
    reportColumnTitles(monthly),
    monthRows(monthly).map((row) => ({ labels: [row.label], row })),
    { labels: ['TOTAL'], row: totalRow(monthly) },
  );
  addExtrasLines(monthlySheet, monthly);
  addFigureSheet(
    workbook,
    `Quarterly ${monthly.year}`,
    ['Quarter', 'Months', ...reportColumnTitles(monthly).slice(1)],
    quarterRows(quarterly).map((row) => ({ labels: [row.label, row.months], row })),
    { labels: ['Annual Total', ''], row: totalRow(monthly, 'Annual Total') },
  );

  const info = workbook.addWorksheet('Report Information');
  info.columns = [{ width: 22 }, { width: 60 }];
  const facts: [string, string | number][] = [
    ['Hotel', hotel.name],
    ['Address', hotelAddressLine(hotel)],
    ['Phone', hotel.phone],
    ['Report Year', monthly.year],
    ['Period', `January 1 – December 31, ${monthly.year}`],
    ['Currency', 'USD'],
    ...data.taxes.map((tax, index): [string, string] => [`Tax ${index + 1}`, `${tax.name} (${tax.rate})`]),
    ['Generated', formatGeneratedAt(data.generatedAt, hotel.timezone)],
    ['Taxable revenue', 'Subtotal of Daily and Weekly bookings, by check-in month'],
    ['Non-Taxable revenue', 'Subtotal of Monthly bookings, by check-in month'],
    ['Extras', 'Folio charges (parking, minibar…) by their own dates; not part of Grand Total'],
  ];
  for (const fact of facts) info.addRow(fact).getCell(1).font = { bold: true };

  return Buffer.from(await workbook.xlsx.writeBuffer());
}
