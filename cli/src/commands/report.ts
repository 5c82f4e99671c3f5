import { reportExportArgsSchema, reportStatisticsArgsSchema, reportTaxArgsSchema } from '../cli.schema';
import type { Command } from 'commander';
import { commandAction, leafCommand } from '../command';

export function registerReportCommands(program: Command): void {
  const report = program.command('report').description('financial reports as files');

  leafCommand(report, 'export', 'write a hotel’s monthly and quarterly report of a year as PDF, CSV or Excel')
    .option('--hotel <email>', 'the hotel’s email')
    .option('--year <year>', 'the year, 2020 to 2100')
    .option('--format <format>', 'pdf, csv or xlsx (default: the --out file’s extension)')
    .option('--out <file>', 'the file to write')
    .action(
      commandAction(
        reportExportArgsSchema,
        (_args, options) => options,
        async (input) => (await import('./report.actions')).exportReport(input),
      ),
    );

  leafCommand(report, 'statistics', 'write a hotel’s occupancy, ADR and RevPAR by the night as PDF or CSV')
    .option('--hotel <email>', 'the hotel’s email')
    .option('--from <date>', 'the first date, YYYY-MM-DD')
    .option('--to <date>', 'the last date, YYYY-MM-DD (at most 3 years after --from)')
    .option('--group-by <period>', 'day or month (default: month)')
    .option('--format <format>', 'pdf or csv (default: the --out file’s extension)')
    .option('--out <file>', 'the file to write')
    .action(
      commandAction(
        reportStatisticsArgsSchema,
        (_args, options) => options,
        async (input) => (await import('./report.actions')).exportStatistics(input),
      ),
    );

  leafCommand(report, 'tax', 'write a hotel’s occupancy-tax report of a month (taxable and exempt revenue by tax) as PDF or CSV')
    .option('--hotel <email>', 'the hotel’s email')
    .option('--month <month>', 'the month, YYYY-MM')
    .option('--format <format>', 'pdf or csv (default: the --out file’s extension)')
    .option('--out <file>', 'the file to write (default: innkeep-tax-report-YYYY-MM.<format>)')
    .action(
      commandAction(
        reportTaxArgsSchema,
        (_args, options) => options,
        async (input) => (await import('./report.actions')).exportTaxReport(input),
      ),
    );
}
