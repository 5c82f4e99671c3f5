import { DomainError } from '@core/errors';
import { HotelImportRefused } from '@core/hotel-import';
import { parseInput } from '@core/parse-input';
import type { Command } from 'commander';
import type { z } from 'zod';
import { CliError } from './cli-error';

/** What a command prints: a sentence or table for people, and the same facts for --json. */
export interface CommandResult {
  text: string;
  json: unknown;
}

/** A leaf command (`innkeep hotel list`): every one takes --json. */
export function leafCommand(parent: Command, name: string, description: string): Command {
  return parent.command(name).description(description).option('--json', 'print the result as JSON');
}

/**
 * The action of a leaf command: its positional arguments and options go through a core/ schema (the
 * command's --help names them), then `run`. The result goes to stdout; any failure to stderr with exit
 * code 1, as a sentence, or as {"error": ...} with --json. Nothing is opened before the input is valid.
 */
export function commandAction<S extends z.ZodType>(
  schema: S,
  toInput: (args: string[], options: Record<string, unknown>) => unknown,
  run: (input: z.output<S>) => Promise<CommandResult>,
): (...received: unknown[]) => Promise<void> {
  return async (...received) => {
    const command = received.at(-1) as Command;
    const options = command.opts();
    const json = options.json === true;
    try {
      const input = parseInput(schema, toInput(command.processedArgs as string[], options));
      const result = await run(input);
      process.stdout.write(json ? `${JSON.stringify(result.json, null, 2)}\n` : `${result.text}\n`);
      process.exitCode = 0;
    } catch (error) {
      reportFailure(error, json);
      process.exitCode = 1;
    }
  };
}

function reportFailure(error: unknown, json: boolean): void {
  const known = error instanceof DomainError || error instanceof CliError;
  const message = known ? error.message : `Unexpected error: ${error instanceof Error ? error.message : String(error)}`;
  const problems = error instanceof HotelImportRefused ? error.problems : [];
  if (json) {
    process.stderr.write(`${JSON.stringify(problems.length ? { error: message, problems } : { error: message }, null, 2)}\n`);
    return;
  }
  for (const problem of problems) process.stderr.write(`line ${problem.line}: ${problem.message}\n`);
  process.stderr.write(`${message}\n`);
  if (!known && process.env.INNKEEP_DEBUG && error instanceof Error) process.stderr.write(`${error.stack}\n`);
}
