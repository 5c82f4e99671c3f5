import { createRequire } from 'node:module';
import { pino, type DestinationStream, type Logger } from 'pino';
import type PinoPretty from 'pino-pretty';
import { logLevelFor, type LogFormat } from '../config';
import { currentRequest } from './request-scope';
import { safeError } from './safe-error';

export type { Logger };

export interface LogSettings {
  level: string;
  format: LogFormat;
}

/**
 * Fields that must never reach a log line. Nothing logs bodies, headers or records (the request line is built
 * field by field, errors by safe-error.ts): this is the net under that rule, not the rule.
 */
export const REDACTED_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'cookie',
  'authorization',
  'secret',
  'totpSecret',
  'recoveryCodes',
  'card',
  'cardNumber',
  'guest',
  'guestName',
  'firstName',
  'lastName',
  'email',
  'phone',
  'phoneNumber',
  'address',
  'notes',
  'body',
  'headers',
  'params',
  'query',
  'variables',
];
/** Where such a field could sit one level down, named: pino's wildcards (`*.password`) cost 30 µs a line. */
const NESTED_IN = ['req', 'headers', 'input', 'account', 'user', 'person', 'session', 'err'];
const NESTED_FIELDS = [
  'password',
  'token',
  'cookie',
  'authorization',
  'secret',
  'totpSecret',
  'email',
  'params',
  'query',
  'detail',
];
const REDACTED_PATHS = [...REDACTED_FIELDS, ...NESTED_IN.flatMap((parent) => NESTED_FIELDS.map((field) => `${parent}.${field}`))];

/**
 * The server's logger: one JSON object a line (time, level, msg, and the request's reqId when a line is
 * written while a request is served), or pino-pretty's lines for a person at a terminal. Written
 * synchronously, so that the line of a crash is out before the process ends.
 */
export function createLogger(settings: LogSettings, destination: DestinationStream | number = 1): Logger {
  const stream =
    settings.format === 'pretty'
      ? prettyStream(destination)
      : typeof destination === 'number'
        ? pino.destination({ dest: destination, sync: true })
        : destination;
  return pino(
    {
      level: settings.level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: safeError },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      mixin: () => {
        const scope = currentRequest();
        return scope ? { reqId: scope.reqId } : {};
      },
    },
    stream,
  );
}

/** pino-pretty, loaded only when asked for: a server that logs JSON (a primary too) never loads it. */
function prettyStream(destination: DestinationStream | number): DestinationStream {
  const require = createRequire(import.meta.url);
  const pretty = require('pino-pretty') as typeof PinoPretty;
  return pretty({
    sync: true,
    destination,
    colorize: typeof destination === 'number' && destination === 1 ? Boolean(process.stdout.isTTY) : false,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname',
    singleLine: true,
  });
}

let processLogger: Logger | null = null;

/** The logger start-up made for this process (start-server.ts, cluster-primary.ts). */
export function useProcessLogger(logger: Logger): void {
  processLogger = logger;
}

/**
 * This process's logger. Where no server set one (the CLI, a test's in-process server), warnings and errors
 * go to stderr, as console.error's did, and requests are not logged (LOG_LEVEL says otherwise).
 */
export function log(): Logger {
  processLogger ??= createLogger(
    { level: logLevelFor(process.env.LOG_LEVEL, 'warn'), format: process.stderr.isTTY ? 'pretty' : 'json' },
    2,
  );
  return processLogger;
}
