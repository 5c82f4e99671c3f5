import type { ReportExportArgs, ReportFormat } from '@core/schemas/cli.schema';
import type { RequestContext } from '../../../server/src/context';
import { reportDocument, reportTableDocument } from '../../../server/src/modules/reports/report-documents.service';
import { hotelContext, withServices } from '../cli-context';
import type { CommandResult } from '../command';
import { formatBytes } from '../output';
import { writeOutputFile } from '../write-file';

/**
 * The same files as GET /api/hotel/reports/{year}/pdf|csv|xlsx, built by the same functions. Each builder
 * is loaded only for its format: pdfmake and exceljs take a while to load.
 */
async function buildReport(ctx: RequestContext, year: number, format: ReportFormat): Promise<string | Buffer> {
  switch (format) {
    case 'pdf':
      return (await import('../../../server/src/modules/documents/report-pdf')).buildReportPdf(await reportDocument(ctx, year));
    case 'xlsx':
      return (await import('../../../server/src/modules/documents/report-xlsx')).buildReportXlsx(await reportDocument(ctx, year));
    case 'csv':
      return (await import('../../../server/src/modules/documents/report-csv')).buildReportCsv(
        await reportTableDocument(ctx, year),
      );
  }
}

export function exportReport(input: ReportExportArgs): Promise<CommandResult> {
  return withServices(async (services) => {
    const contents = await buildReport(await hotelContext(services, input.hotel), input.year, input.format);
    const file = writeOutputFile(input.out, contents);
    const bytes = Buffer.byteLength(contents);
    return {
      text: `Wrote the ${input.year} report of ${input.hotel} as ${input.format.toUpperCase()} to ${file} (${formatBytes(bytes)})`,
      json: { hotel: input.hotel, year: input.year, format: input.format, file, bytes },
    };
  });
}
