import { describe, expect, it } from 'vitest';
import { cents } from './money';
import {
  cancellationPolicyText,
  cheapestPriced,
  freeCancellationUntil,
  lateCancellationMessage,
  mayCancelOnline,
  notCancellableMessage,
  onlineStayRefusal,
  rateCandidates,
} from './online-booking';

describe('onlineStayRefusal', () => {
  const policy = { minNights: 2, maxDaysAhead: 30 };
  it.each([
    [{ checkIn: '2027-03-01', nights: 2 }, null],
    [{ checkIn: '2027-03-31', nights: 2 }, null],
    [{ checkIn: '2027-02-28', nights: 2 }, 'Check-in cannot be in the past'],
    [{ checkIn: '2027-04-01', nights: 2 }, 'Bookings open at most 30 days ahead: please choose a check-in on or before 03/31/27'],
    [{ checkIn: '2027-03-05', nights: 1 }, 'The shortest stay is 2 nights'],
  ])('%j → %s', (stay, refusal) => expect(onlineStayRefusal(stay, policy, '2027-03-01')).toBe(refusal));

  it('says one night in the singular', () => {
    expect(onlineStayRefusal({ checkIn: '2027-03-05', nights: 0 }, { minNights: 1, maxDaysAhead: 30 }, '2027-03-01')).toBe(
      'The shortest stay is 1 night',
    );
  });
});

describe('the rate a guest is offered', () => {
  const rates = { dailyRate: cents(10000), weeklyRate: cents(60000) };
  it.each([
    [1, ['Daily']],
    [6, ['Daily']],
    [7, ['Daily', 'Weekly']],
    [10, ['Daily']],
    [14, ['Daily', 'Weekly']],
  ])('%i nights: %j considered', (nights, types) => {
    expect(rateCandidates(nights, rates).map((candidate) => candidate.rateType)).toEqual(types);
  });

  it('is the cheapest; on a tie the first (Daily)', () => {
    expect(
      cheapestPriced([
        { grandTotal: cents(700), n: 'Daily' },
        { grandTotal: cents(600), n: 'Weekly' },
      ]).n,
    ).toBe('Weekly');
    expect(
      cheapestPriced([
        { grandTotal: cents(700), n: 'Daily' },
        { grandTotal: cents(700), n: 'Weekly' },
      ]).n,
    ).toBe('Daily');
    expect(
      cheapestPriced([
        { grandTotal: cents(700), n: 'Daily' },
        { grandTotal: cents(800), n: 'Weekly' },
      ]).n,
    ).toBe('Daily');
  });
});

describe('free cancellation', () => {
  it('lasts through the day N days before check-in, for a Reserved stay', () => {
    expect(freeCancellationUntil('2027-03-10', 2)).toBe('2027-03-08');
    expect(mayCancelOnline({ checkIn: '2027-03-10', stayStatus: 'Reserved' }, 2, '2027-03-08')).toBe(true);
    expect(mayCancelOnline({ checkIn: '2027-03-10', stayStatus: 'Reserved' }, 2, '2027-03-09')).toBe(false);
    expect(mayCancelOnline({ checkIn: '2027-03-10', stayStatus: 'Reserved' }, 0, '2027-03-10')).toBe(true);
    expect(mayCancelOnline({ checkIn: '2027-03-10', stayStatus: 'Checked In' }, 2, '2027-03-01')).toBe(false);
  });

  it('says when it ended and whom to call', () => {
    expect(lateCancellationMessage('2027-03-10', 2, ' 617-555-0101 ')).toBe(
      'Free cancellation ended on 03/08/27: please call the hotel at 617-555-0101',
    );
    expect(lateCancellationMessage('2027-03-10', 2, '')).toBe('Free cancellation ended on 03/08/27: please call the hotel');
    expect(notCancellableMessage('617-555-0101')).toBe(
      'This booking can no longer be cancelled online: please call the hotel at 617-555-0101',
    );
    expect(cancellationPolicyText(1)).toBe('Free cancellation until 1 day before check-in.');
    expect(cancellationPolicyText(0)).toBe('Free cancellation until the day of check-in.');
  });
});
