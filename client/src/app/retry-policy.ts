/**
 * Spec 7 and 9: reads retry up to 3 times (the account call up to 2), mutations never; no retry
 * when the message says a record could not be found or the network is unreachable. The wait
 * doubles from 1 s and stops growing at 30 s.
 */
export const READ_MAX_RETRIES = 3;
export const ACCOUNT_READ_MAX_RETRIES = 2;
export const ACCOUNT_OPERATION_NAME = 'Me';
const RETRY_BASE_DELAY_MS = 1000;
const RETRY_MAX_DELAY_MS = 30_000;
const NOT_RETRIED = ['could not be found', 'Failed to fetch'];

export interface RetriedOperation {
  operationType: string;
  operationName: string | undefined;
}

/** `retry` counts from 1: true when the retry-th retry of this failure should happen. */
export function shouldRetry(retry: number, operation: RetriedOperation, error: { message: string }): boolean {
  if (operation.operationType !== 'query') return false;
  if (NOT_RETRIED.some((text) => error.message.includes(text))) return false;
  const max = operation.operationName === ACCOUNT_OPERATION_NAME ? ACCOUNT_READ_MAX_RETRIES : READ_MAX_RETRIES;
  return retry <= max;
}

export function retryDelayMs(retry: number): number {
  return Math.min(RETRY_MAX_DELAY_MS, RETRY_BASE_DELAY_MS * 2 ** (retry - 1));
}
