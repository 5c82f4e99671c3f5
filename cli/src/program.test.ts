import type { Command } from 'commander';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createProgram } from './program';

const root = path.resolve(import.meta.dirname, '../..');
const runCli = (...args: string[]) =>
  execFileSync(process.execPath, [path.join(root, 'cli/bin/innkeep.js'), ...args], { cwd: root, encoding: 'utf8' });

const leaves = (command: Command, prefix: string[] = []): { name: string; command: Command }[] =>
  command.commands.flatMap((sub) =>
    sub.commands.length ? leaves(sub, [...prefix, sub.name()]) : [{ name: [...prefix, sub.name()].join(' '), command: sub }],
  );

describe('the innkeep command', () => {
  it('prints the version of package.json', () => {
    const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
    expect(runCli('--version').trim()).toBe(version);
  });

  it('prints its help, naming every command group', () => {
    const help = runCli('--help');
    expect(help).toContain('Usage: innkeep');
    for (const group of ['admin', 'hotel', 'license', 'data', 'report', 'db']) expect(help).toMatch(new RegExp(`\\n  ${group} `));
  });

  it('runs a command that opens the database, started as a user starts it (no test set-up preloaded)', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'innkeep-cli-'));
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
      delete env.NODE_OPTIONS;
      const out = execFileSync(process.execPath, [path.join(root, 'cli/bin/innkeep.js'), 'hotel', 'list'], {
        cwd: root,
        env,
        encoding: 'utf8',
      });
      expect(out.trim()).toBe('No hotels yet');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('has the commands of the issue, each with --json and --help', () => {
    const commands = leaves(createProgram());
    expect(commands.map((leaf) => leaf.name).sort()).toEqual([
      'admin create',
      'audit close',
      'backup',
      'data clear',
      'data restore',
      'db migrate',
      'db seed',
      'hotel export',
      'hotel import',
      'hotel list',
      'ical sync',
      'license deactivate',
      'license generate',
      'license list',
      'license validate',
      'report export',
      'report statistics',
      'report tax',
      'restore',
    ]);
    for (const { command } of commands) {
      expect(command.options.map((option) => option.long)).toContain('--json');
      expect(command.helpInformation()).toContain('-h, --help');
    }
  });

  it('prints a command’s help without opening the database', () => {
    const help = runCli('report', 'export', '--help');
    expect(help).toContain('Usage: innkeep report export [options]');
    expect(help).toContain('--format <format>');
    expect(help).toContain('--json');
  });
});
