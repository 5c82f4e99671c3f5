import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runningServerPid, serverPidFile, writeServerPid } from './server-pid';

describe('DATA_DIR/server.pid', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'innkeep-pid-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('names no server when there is no file, or an unreadable one', () => {
    expect(runningServerPid(dataDir)).toBeNull();
    writeFileSync(serverPidFile(dataDir), 'not a pid\n');
    expect(runningServerPid(dataDir)).toBeNull();
  });

  it('names the server whose process is alive', () => {
    // The test runner, alive while this runs, stands in for the server (the asking process never counts itself).
    writeFileSync(serverPidFile(dataDir), `${process.ppid}\n`);
    expect(runningServerPid(dataDir)).toBe(process.ppid);
  });

  it('ignores a file left by a server that is gone', () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeFileSync(serverPidFile(dataDir), `${gone.stdout}\n`);
    expect(runningServerPid(dataDir)).toBeNull();
  });

  it('is written with this process’s pid and removed again', () => {
    const remove = writeServerPid(dataDir);
    expect(readFileSync(serverPidFile(dataDir), 'utf8')).toBe(`${process.pid}\n`);
    // The process itself is not "a running server" to its own CLI calls.
    expect(runningServerPid(dataDir)).toBeNull();
    remove();
    expect(existsSync(serverPidFile(dataDir))).toBe(false);
  });

  it('leaves a file another server wrote since', () => {
    const remove = writeServerPid(dataDir);
    writeFileSync(serverPidFile(dataDir), `${process.ppid}\n`);
    remove();
    expect(readFileSync(serverPidFile(dataDir), 'utf8')).toBe(`${process.ppid}\n`);
  });
});
