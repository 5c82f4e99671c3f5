import { describe, expect, it } from 'vitest';
import { actionText, actorText, changeText, fieldLabel, fieldValue, whenText } from './history-entry';

const labels = { tax1Name: 'City Tax', tax2Name: 'Resort Fee' };

describe('a booking history entry, as people read it', () => {
  it.each([
    [{ field: 'paidAmount', before: '0.00', after: '1500.00' }, 'Paid: $0.00 → $1,500.00'],
    [{ field: 'taxAmount', before: '24.00', after: '16.00' }, 'City Tax: $24.00 → $16.00'],
    [{ field: 'resortFee', before: null, after: '15.00' }, 'Resort Fee: $15.00'],
    [{ field: 'checkInDate', before: '2027-03-01', after: '2027-03-02' }, 'Check-in: 03/01/27 → 03/02/27'],
    [{ field: 'room', before: '101', after: '102' }, 'Room: 101 → 102'],
    [{ field: 'guest', before: 'Hopper, Grace', after: null }, 'Guest: Hopper, Grace'],
    [{ field: 'status', before: 'Unpaid', after: 'Fully Paid' }, 'Status: Unpaid → Fully Paid'],
  ])('%o reads "%s"', (change, text) => {
    expect(changeText(change, labels)).toBe(text);
  });

  it('names fields as the grid does and shows an empty value as a dash', () => {
    expect(fieldLabel('grandTotal', labels)).toBe('Grand Total');
    expect(fieldLabel('somethingNew', labels)).toBe('somethingNew');
    expect(fieldValue('paidAmount', null)).toBe('—');
    expect(actionText('update')).toBe('Changed');
  });

  it('says who: the hotel, the administrator acting for it, or the system', () => {
    const hotel = { name: 'Harbour Inn', email: 'desk@harbour.test' };
    const admin = { name: 'Night Auditor', email: 'ops@innkeep.test' };
    expect(actorText(hotel, null)).toBe('Harbour Inn');
    expect(actorText(hotel, admin)).toBe('Night Auditor (administrator, as Harbour Inn)');
    expect(actorText(null, null)).toBe('System');
  });
});

describe('whenText', () => {
  it.each([
    ['2026-11-21T15:15:00.000Z', 'America/New_York', 'Nov 21, 2026, 10:15 AM EST'],
    ['2026-07-04T03:05:00.000Z', 'America/Chicago', 'Jul 3, 2026, 10:05 PM CDT'],
    ['2026-07-04T03:05:00.000Z', 'Asia/Tokyo', 'Jul 4, 2026, 12:05 PM GMT+9'],
    ['2026-11-21T15:15:00.000Z', 'Not/AZone', 'Nov 21, 2026, 10:15 AM EST'],
  ])('%s in %s is %s, whatever the zone the tests run in', (iso, zone, expected) => {
    expect(whenText(iso, zone)).toBe(expected);
  });
});
