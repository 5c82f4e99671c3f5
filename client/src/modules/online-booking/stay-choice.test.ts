import { describe, expect, it } from 'vitest';
import { checkStay, firstStay, stayFieldOf, withCheckIn, withCheckOut, withNights } from './stay-choice';

const rules = { minNights: 1, maxDaysAhead: 365 };
const today = '2027-05-01';

describe('the stay a guest asks for on the booking page', () => {
  it('starts today for the minimum nights', () => {
    expect(firstStay(today, rules)).toEqual({ checkIn: '2027-05-01', nights: '1', checkOut: '2027-05-02' });
    expect(firstStay(today, { minNights: 3, maxDaysAhead: 30 })).toEqual({
      checkIn: '2027-05-01',
      nights: '3',
      checkOut: '2027-05-04',
    });
  });

  it('moves check-out with the check-in and the nights, and sets the nights from a check-out', () => {
    const start = firstStay(today, rules);
    expect(withCheckIn(start, '2027-06-10')).toEqual({ checkIn: '2027-06-10', nights: '1', checkOut: '2027-06-11' });
    expect(withNights(start, '7')).toEqual({ checkIn: '2027-05-01', nights: '7', checkOut: '2027-05-08' });
    expect(withCheckOut(start, '2027-05-05')).toEqual({ checkIn: '2027-05-01', nights: '4', checkOut: '2027-05-05' });
    // A check-out across a month's end counts calendar nights.
    expect(withCheckOut(withCheckIn(start, '2027-02-27'), '2027-03-02').nights).toBe('3');
  });

  it('keeps what cannot be a stay as typed, for its message', () => {
    const start = firstStay(today, rules);
    expect(withNights(start, '')).toEqual({ checkIn: '2027-05-01', nights: '', checkOut: '2027-05-02' });
    expect(withCheckOut(start, '2027-05-01')).toEqual({ checkIn: '2027-05-01', nights: '1', checkOut: '2027-05-01' });
    expect(withCheckIn(start, '')).toEqual({ checkIn: '', nights: '1', checkOut: '2027-05-02' });
  });

  it.each([
    [
      { checkIn: '2027-05-01', nights: '2', checkOut: '2027-05-03' },
      rules,
      { ok: true, stay: { checkIn: '2027-05-01', nights: 2 } },
    ],
    [{ checkIn: '', nights: '2', checkOut: '' }, rules, { ok: false, problems: { checkIn: 'Choose a check-in date' } }],
    // The hotel's "today" may be the browser's yesterday: the server has the last word on that day.
    [
      { checkIn: '2027-04-30', nights: '1', checkOut: '2027-05-01' },
      rules,
      { ok: true, stay: { checkIn: '2027-04-30', nights: 1 } },
    ],
    [
      { checkIn: '2027-04-29', nights: '1', checkOut: '2027-04-30' },
      rules,
      { ok: false, problems: { checkIn: 'Check-in cannot be in the past' } },
    ],
    [
      { checkIn: '2027-06-02', nights: '1', checkOut: '2027-06-03' },
      { minNights: 1, maxDaysAhead: 30 },
      { ok: false, problems: { checkIn: 'Check-in can be at most 30 days ahead' } },
    ],
    [
      { checkIn: '2027-05-01', nights: '2', checkOut: '2027-05-03' },
      { minNights: 3, maxDaysAhead: 365 },
      { ok: false, problems: { nights: 'Stay at least 3 nights' } },
    ],
    [{ checkIn: '2027-05-01', nights: '0', checkOut: '' }, rules, { ok: false, problems: { nights: 'Stay at least 1 night' } }],
    [
      { checkIn: '2027-05-01', nights: '1.5', checkOut: '' },
      rules,
      { ok: false, problems: { nights: 'Enter the number of nights' } },
    ],
    [
      { checkIn: '2027-05-03', nights: '2', checkOut: '2027-05-02' },
      rules,
      { ok: false, problems: { checkOut: 'Check-out must be after check-in' } },
    ],
  ])('checks %j under %j', (draft, stayRules, expected) => {
    expect(checkStay(draft, stayRules, today)).toEqual(expected);
  });

  it('places the refusal of a stay under its field', () => {
    expect(stayFieldOf('Check-in cannot be in the past')).toBe('checkIn');
    expect(stayFieldOf('The minimum stay is 2 nights')).toBe('nights');
    expect(stayFieldOf('Check-out must be after check-in')).toBe('checkOut');
    expect(stayFieldOf('Bookings open at most 365 days ahead')).toBe('checkIn');
  });
});
