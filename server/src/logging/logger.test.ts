import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { Em } from '../db/orm';
import { startTestApp, type TestApp } from '../testing/test-app';
import { createLogger, type LogSettings } from './logger';
import { runInRequestScope } from './request-scope';
import { safeError, withoutQuotedValues } from './safe-error';

/** A logger writing into an array of lines, as stdout would receive them. */
function capture(settings: LogSettings) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { logger: createLogger(settings, stream), lines };
}

describe('the log', () => {
  it('writes one JSON object a line: time, level and msg, and the request id while a request is served', () => {
    const { logger, lines } = capture({ level: 'info', format: 'json' });
    logger.info('Innkeep is running at http://localhost:3000');
    runInRequestScope({ reqId: '5ee2547686ba', route: null, hotelId: null, personId: null, serverError: undefined }, () =>
      logger.warn('inside a request'),
    );
    const [outside, inside] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(outside).toMatchObject({ level: 'info', msg: 'Innkeep is running at http://localhost:3000' });
    expect(outside!.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(outside!.reqId).toBeUndefined();
    expect(inside).toMatchObject({ level: 'warn', msg: 'inside a request', reqId: '5ee2547686ba' });
  });

  it('writes nothing below LOG_LEVEL', () => {
    const { logger, lines } = capture({ level: 'warn', format: 'json' });
    logger.info('a request');
    logger.error('a failure');
    expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(['a failure']);
  });

  it('writes readable lines for a person at a terminal (LOG_FORMAT=pretty)', () => {
    const { logger, lines } = capture({ level: 'info', format: 'pretty' });
    logger.info({ route: '/api/health', status: 200 }, 'request completed');
    expect(lines).toHaveLength(1);
    expect(() => JSON.parse(lines[0]!)).toThrow();
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: request completed \{"route":"\/api\/health","status":200\}$/);
  });

  it('redacts a secret or a guest field should one ever be handed to it', () => {
    const { logger, lines } = capture({ level: 'info', format: 'json' });
    logger.info({ password: 'secret123', account: { token: 'tok', email: 'desk@inn.test' }, guest: { firstName: 'Ada' } }, 'x');
    expect(lines[0]).not.toMatch(/secret123|tok"|desk@inn\.test|Ada/);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      password: '[redacted]',
      account: { token: '[redacted]', email: '[redacted]' },
    });
  });
});

describe('LOG_LEVEL, LOG_FORMAT and METRICS_TOKEN', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'innkeep-log-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('read info and JSON (when stdout is no terminal) by default, and no token', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.logLevel).toBe('info');
    expect(config.logFormat).toBe(process.stdout.isTTY ? 'pretty' : 'json');
    expect(config.metricsToken).toBeNull();
  });

  it('take what is set, and keep the default for a level pino does not know', () => {
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'WARN', LOG_FORMAT: 'pretty', METRICS_TOKEN: ' t0k ' });
    expect([config.logLevel, config.logFormat, config.metricsToken]).toEqual(['warn', 'pretty', 't0k']);
    expect(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'verbose', LOG_FORMAT: 'json' })).toMatchObject({
      logLevel: 'info',
      logFormat: 'json',
    });
  });
});

describe('an error in the log', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it("keeps a database error's type, codes and stack, never the values it quotes or its statement", async () => {
    const em = app.orm.em.fork() as Em;
    const failure = await em.execute('select ?::int as guest', ['Lovelace, Ada']).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    const logged = safeError(failure);
    expect(JSON.stringify(logged)).not.toContain('Lovelace');
    expect(logged).toMatchObject({ sqlState: '22P02', message: 'invalid input syntax for type integer: "[value]"' });
    expect(logged.stack.split('\n')[0]).toBe(`${logged.type}: invalid input syntax for type integer: "[value]"`);
    expect(logged.stack).toMatch(/\n\s+at /);
    // Not pino's serializer, which copies every property: PGlite's carries the statement and its values.
    expect(Object.keys(logged).sort()).toEqual(['code', 'message', 'sqlState', 'stack', 'type'].sort());
  });

  it('takes out quoted values, and keeps the names of constraints, tables and columns', () => {
    expect(withoutQuotedValues('duplicate key value violates unique constraint "guest_email_key"')).toBe(
      'duplicate key value violates unique constraint "guest_email_key"',
    );
    expect(withoutQuotedValues('null value in column "guest_name" of relation "booking" violates not-null constraint')).toBe(
      'null value in column "guest_name" of relation "booking" violates not-null constraint',
    );
    expect(withoutQuotedValues('value "99999999999" is out of range for type integer')).toBe(
      'value "[value]" is out of range for type integer',
    );
    expect(withoutQuotedValues("invalid input value for enum stay_status: 'Gone'")).toBe(
      'invalid input value for enum stay_status: "[value]"',
    );
  });

  it('keeps the message and the stack of an error of the code', () => {
    const logged = safeError(new TypeError("Cannot read properties of undefined (reading 'id')"));
    expect(logged).toMatchObject({ type: 'TypeError', message: "Cannot read properties of undefined (reading 'id')" });
    expect(logged.stack).toMatch(/^TypeError: Cannot read properties of undefined \(reading 'id'\)\n\s+at /);
  });
});
