import { describe, expect, it } from 'vitest';
import { demoExpiredMessage, licenceState } from './licence-state';

const now = new Date('2026-11-21T12:00:00Z');
const demo = {
  is_demo: '1',
  license_key: '',
  expiration_date: '2026-12-21T12:00:00Z',
  transaction_limit: '100',
  transaction_count: '0',
};

describe('licenceState', () => {
  it.each([
    ['a fresh demo', demo, { label: 'DEMO VERSION', daysLeft: 30, transactionsLeft: 100, expired: false }],
    ['half a day left rounds up', { ...demo, expiration_date: '2026-11-22T00:00:00Z' }, { daysLeft: 1, expired: false }],
    [
      'past the expiry date',
      { ...demo, expiration_date: '2026-11-20T12:00:00Z' },
      { label: 'DEMO EXPIRED', daysLeft: -1, expired: true },
    ],
    ['exactly at expiry', { ...demo, expiration_date: '2026-11-21T12:00:00Z' }, { daysLeft: 0, expired: true }],
    ['the 100th transaction used', { ...demo, transaction_count: '100' }, { transactionsLeft: 0, expired: true }],
    ['99 used', { ...demo, transaction_count: '99' }, { transactionsLeft: 1, expired: false }],
    ['no limit stored defaults to 100', { ...demo, transaction_limit: '', transaction_count: '3' }, { transactionsLeft: 97 }],
    [
      'licensed with a key',
      { ...demo, is_demo: '0', license_key: 'ABCDE-FGHJK' },
      { label: 'LICENSED', daysLeft: null, transactionsLeft: null, expired: false },
    ],
    ['is_demo 0 without a key is still a demo', { ...demo, is_demo: '0', license_key: '' }, { label: 'DEMO VERSION' }],
  ])('%s', (_name, settings, expected) => {
    expect(licenceState(settings, now)).toMatchObject(expected);
  });

  it('says why a demo expired', () => {
    const state = licenceState({ ...demo, transaction_count: '100', expiration_date: '2026-01-01T00:00:00Z' }, now);
    expect(demoExpiredMessage(state)).toBe(
      'The demo has expired: the 30-day demo period has ended and all 100 demo transactions have been used. Enter a licence key in Settings → Hotel Information, or ask your administrator for one, to keep creating bookings.',
    );
  });
});
