import { describe, expect, it } from 'vitest';
import { retryDelayMs, shouldRetry } from './retry-policy';

const query = (operationName: string) => ({ operationType: 'query', operationName });
const failure = { message: 'Response not successful: Received status code 502' };

describe('shouldRetry', () => {
  it('retries a read 3 times', () => {
    expect([1, 2, 3, 4].map((retry) => shouldRetry(retry, query('Bookings'), failure))).toEqual([true, true, true, false]);
  });

  it('retries the account call 2 times', () => {
    expect([1, 2, 3].map((retry) => shouldRetry(retry, query('Me'), failure))).toEqual([true, true, false]);
  });

  it('never retries a mutation', () => {
    expect(shouldRetry(1, { operationType: 'mutation', operationName: 'Login' }, failure)).toBe(false);
  });

  it.each(['Booking could not be found', 'TypeError: Failed to fetch'])('does not retry "%s"', (message) => {
    expect(shouldRetry(1, query('Bookings'), { message })).toBe(false);
  });
});

describe('retryDelayMs', () => {
  it('doubles from 1 s and stops at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
