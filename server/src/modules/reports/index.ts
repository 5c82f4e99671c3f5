/**
 * The reports module's front door: what other modules, the rest of the server and the CLI may use.
 * Re-exports only; everything else in this folder is the module's own (docs/conventions.md, "Who may import whom").
 */
export type { DailyReportDocumentData } from './daily-report-pdf';
export { type DailyReportDto, toDailyReportDto } from './daily-report.mapper';
export { dailyReport } from './daily-report.service';
export { DailyReportType } from './daily-report.types';
export type { ReportDocumentData } from './report-document';
export { renderReport } from './report-documents.service';
export type { MonthlyReportDto } from './report.mapper';
export { renderStatistics } from './statistics-documents';
export type { StatisticsDocumentData } from './statistics-pdf';
export { renderTaxReport } from './tax-report-documents';
export type { TaxReportDocumentData } from './tax-report-pdf';
