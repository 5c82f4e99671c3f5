import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyPgliteTemplate } from '../testing/database-template';
import { SERVER_READY, startServerProcess, type ServerProcess } from '../testing/server-process';
import { dataDirInUseMessage } from './data-dir-lock';

const root = path.resolve(import.meta.dirname, '../../..');

function runCli(env: NodeJS.ProcessEnv, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [path.join(root, 'cli/bin/innkeep.js'), ...args], { cwd: root, env }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/**
 * Two processes on one DATA_DIR corrupt PGlite's files: real servers and a real CLI command, as a hotel would
 * start them by mistake. The first holds DATA_DIR's lock; the others are refused at once, naming its pid;
 * kill -9 of the holder frees the folder (the operating system drops the lock).
 */
describe('one process per DATA_DIR on the embedded database', { timeout: 900_000 }, () => {
  const started: ServerProcess[] = [];
  let dataDir: string;
  afterEach(() => {
    for (const server of started.splice(0)) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second server and the CLI while a server runs, and frees the folder when it is killed', async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'innkeep-lock-'));
    copyPgliteTemplate(dataDir);
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    const first = await startServerProcess(env);
    started.push(first);
    await first.waitFor(SERVER_READY);
    const pid = first.child.pid!;
    const inUse = dataDirInUseMessage(dataDir, { pid, role: 'the Innkeep server' });

    const second = await startServerProcess(env);
    started.push(second);
    // Before the lock, the second one started too (and both wrote to the same files).
    const outcome = await Promise.race([
      second.exited.then((code) => ({ exited: code })),
      second.waitFor(SERVER_READY).then(() => 'it started as well'),
    ]);
    expect(outcome).toEqual({ exited: 1 });
    expect(second.output()).toContain(inUse);
    expect(second.output()).not.toMatch(SERVER_READY);

    const cliEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
    delete cliEnv.NODE_OPTIONS;
    expect(await runCli(cliEnv, 'hotel', 'list')).toEqual({ code: 1, stdout: '', stderr: `${inUse}\n` });
    expect(await runCli(cliEnv, 'backup')).toEqual({ code: 1, stdout: '', stderr: `${inUse}\n` });

    // The first server still serves, untouched by the refused ones.
    expect((await fetch(`${first.baseUrl}/api/health`)).status).toBe(200);

    first.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    const third = await startServerProcess(env);
    started.push(third);
    await third.waitFor(SERVER_READY);
    expect(await (await fetch(`${third.baseUrl}/api/health`)).json()).toEqual({ status: 'ok', database: 'pglite' });
  });
});
