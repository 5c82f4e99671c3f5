import { describe, expect, it } from 'vitest';
import { auditRecordLabel, auditRecordText, auditWindow } from './audit-records';

describe('auditWindow', () => {
  it.each([
    ['2026-11-26', '2026-11-26', 'America/New_York', '2026-11-26T05:00:00.000Z', '2026-11-27T05:00:00.000Z'],
    ['2026-07-04', '2026-07-05', 'America/Chicago', '2026-07-04T05:00:00.000Z', '2026-07-06T05:00:00.000Z'],
    // The night the clocks go back is 25 hours long on the hotel's clock.
    ['2026-11-01', '2026-11-01', 'America/New_York', '2026-11-01T04:00:00.000Z', '2026-11-02T05:00:00.000Z'],
    ['2026-11-26', '2026-11-26', 'Asia/Tokyo', '2026-11-25T15:00:00.000Z', '2026-11-26T15:00:00.000Z'],
  ])('%s to %s in %s covers %s up to %s', (from, to, zone, start, before) => {
    const window = auditWindow(from, to, zone);
    expect([window.from?.toISOString(), window.before?.toISOString()]).toEqual([start, before]);
  });

  it('leaves an open end open', () => {
    expect(auditWindow(null, null, 'UTC')).toEqual({ from: null, before: null });
    expect(auditWindow('2026-01-01', null, 'UTC').before).toBeNull();
  });
});

describe('auditRecordLabel', () => {
  it('names the records as people do, and an unknown one as stored', () => {
    expect(auditRecordLabel('HotelSetting')).toBe('Setting');
    expect(auditRecordLabel('FolioPayment')).toBe('Payment');
    expect(auditRecordLabel('Something')).toBe('Something');
  });
});

describe('a record as people name it', () => {
  it('reads its name from the entry, else its number', () => {
    const change = (field: string, before: string | null, after: string | null) => ({ field, before, after });
    expect(
      auditRecordText('Room', 14, [change('roomNumber', '206', '206'), change('housekeepingStatus', 'Clean', 'Dirty')]),
    ).toBe('Room 206');
    expect(auditRecordText('Guest', 3, [change('firstName', 'Ada', null), change('lastName', 'Lovelace', null)])).toBe(
      'Guest Ada Lovelace',
    );
    expect(auditRecordText('Booking', 12, [change('paidAmount', '0.00', '10.00')])).toBe('Booking #12');
    expect(auditRecordText('Guest', 3, [change('vip', 'false', 'true')])).toBe('Guest #3');
  });
});
