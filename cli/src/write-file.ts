import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CliError } from './cli-error';

/** Writes a file a command produced (creating its folder), and returns its absolute path. */
export function writeOutputFile(file: string, contents: string | Uint8Array): string {
  const target = path.resolve(file);
  try {
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, contents);
  } catch (error) {
    throw new CliError(`Cannot write ${file}: ${(error as Error).message}`);
  }
  return target;
}
