import type { FolioDocumentData } from '../modules/folio';
import type { GuestListDocumentData, RegistrationDocumentData, StatementDocumentData } from '../modules/guests';
import type {
  DailyReportDocumentData,
  ReportDocumentData,
  MonthlyReportDto,
  StatisticsDocumentData,
  TaxReportDocumentData,
} from '../modules/reports';

/**
 * Every document the server renders, from the plain data its service loaded to the file's bytes: what a
 * render worker (document-worker.ts) runs, and what the CLI runs in its own process. Each builder is loaded
 * at its first use (pdfmake and exceljs take a while to load).
 */
/* eslint-disable innkeep/front-door -- a worker loads the builder file alone (data in, bytes out): a module's
   index would bring its services, entities and the ORM into every render worker. */
export const documentRenderers = {
  guestList: async (data: GuestListDocumentData) => (await import('../modules/guests/guest-list-pdf')).buildGuestListPdf(data),
  registration: async (data: RegistrationDocumentData) =>
    (await import('../modules/guests/registration-pdf')).buildRegistrationPdf(data),
  folio: async (data: FolioDocumentData) => (await import('../modules/folio/folio-pdf')).buildFolioPdf(data),
  guestStatement: async (data: StatementDocumentData) =>
    (await import('../modules/guests/statement-pdf')).buildStatementPdf(data),
  dailyReport: async (data: DailyReportDocumentData) =>
    (await import('../modules/reports/daily-report-pdf')).buildDailyReportPdf(data),
  reportPdf: async (data: ReportDocumentData) => (await import('../modules/reports/report-pdf')).buildReportPdf(data),
  reportXlsx: async (data: ReportDocumentData) => (await import('../modules/reports/report-xlsx')).buildReportXlsx(data),
  reportCsv: async (data: MonthlyReportDto) =>
    Buffer.from((await import('../modules/reports/report-csv')).buildReportCsv(data), 'utf8'),
  statisticsPdf: async (data: StatisticsDocumentData) =>
    (await import('../modules/reports/statistics-pdf')).buildStatisticsPdf(data),
  taxReportPdf: async (data: TaxReportDocumentData) =>
    (await import('../modules/reports/tax-report-pdf')).buildTaxReportPdf(data),
};
/* eslint-enable innkeep/front-door */

export type DocumentKind = keyof typeof documentRenderers;
export type DocumentInput<K extends DocumentKind> = Parameters<(typeof documentRenderers)[K]>[0];

/** Renders one document in this thread. */
export function renderHere<K extends DocumentKind>(kind: K, input: DocumentInput<K>): Promise<Buffer> {
  return (documentRenderers[kind] as (data: DocumentInput<K>) => Promise<Buffer>)(input);
}
