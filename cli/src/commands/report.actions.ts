import type { ReportExportArgs } from '../cli.schema';
import { renderReport } from '../../../server/src/modules/reports/report-documents.service';
import { hotelContext, withServices } from '../cli-context';
import type { CommandResult } from '../command';
import { formatBytes } from '../output';
import { writeOutputFile } from '../write-file';

export function exportReport(input: ReportExportArgs): Promise<CommandResult> {
  return withServices(async (services) => {
    // The same file as GET /api/hotel/reports/{year}/pdf|csv|xlsx.
    const { body } = await renderReport(await hotelContext(services, input.hotel), input.year, input.format);
    const file = writeOutputFile(input.out, body);
    const bytes = Buffer.byteLength(body);
    return {
      text: `Wrote the ${input.year} report of ${input.hotel} as ${input.format.toUpperCase()} to ${file} (${formatBytes(bytes)})`,
      json: { hotel: input.hotel, year: input.year, format: input.format, file, bytes },
    };
  });
}
