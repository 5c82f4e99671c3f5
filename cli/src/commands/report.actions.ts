import type { ReportExportArgs, ReportStatisticsArgs, ReportTaxArgs } from '../cli.schema';
import { renderStatistics, renderReport, renderTaxReport } from '../../../server/src/modules/reports';
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

export function exportStatistics(input: ReportStatisticsArgs): Promise<CommandResult> {
  return withServices(async (services) => {
    // The same file as GET /api/hotel/reports/statistics.pdf|csv.
    const { body } = await renderStatistics(await hotelContext(services, input.hotel), input.query, input.format);
    const file = writeOutputFile(input.out, body);
    const bytes = Buffer.byteLength(body);
    const { from, to } = input.query;
    return {
      text: `Wrote the statistics of ${input.hotel} from ${from} to ${to} as ${input.format.toUpperCase()} to ${file} (${formatBytes(bytes)})`,
      json: { hotel: input.hotel, from, to, groupBy: input.query.groupBy, format: input.format, file, bytes },
    };
  });
}

export function exportTaxReport(input: ReportTaxArgs): Promise<CommandResult> {
  return withServices(async (services) => {
    // The same file as GET /api/hotel/reports/tax.pdf|csv.
    const { body } = await renderTaxReport(await hotelContext(services, input.hotel), input.query, input.format);
    const file = writeOutputFile(input.out, body);
    const bytes = Buffer.byteLength(body);
    const { month } = input.query;
    return {
      text: `Wrote the ${month} tax report of ${input.hotel} as ${input.format.toUpperCase()} to ${file} (${formatBytes(bytes)})`,
      json: { hotel: input.hotel, month, format: input.format, file, bytes },
    };
  });
}
