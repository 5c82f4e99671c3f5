import { reportExportArgsSchema } from '../cli.schema';
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
}
