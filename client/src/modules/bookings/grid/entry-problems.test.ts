import { chooseHotelTaxes } from '@core/tax-choice';
import { describe, expect, it } from 'vitest';
import { entryProblems } from './entry-problems';
import { blankEntryRow, type EntryRow } from './entry-row';

const taxes = chooseHotelTaxes([], { taxRate: '0.08', resortFeeRate: '0.05', taxName: 'Tax 1', resortFeeName: 'Tax 2' });
const row = (changes: Partial<EntryRow>): EntryRow => ({
  ...blankEntryRow('2026-11-21', { taxes, entryMode: 'base' }),
  roomId: 3,
  room: '101 – Standard',
  guest: 'Lee, Ann',
  ...changes,
});

describe('the entry cells’ own messages', () => {
  it('names each bad cell with the message of spec section 5 or the core schema', () => {
    expect(entryProblems(row({}), 'base')).toEqual({});
    expect(entryProblems(row({ roomId: null, room: '999' }), 'base')).toEqual({ room: 'Please select a room' });
    expect(entryProblems(row({ guest: ' ' }), 'base')).toEqual({ guest: 'Please enter guest name' });
    expect(entryProblems(row({ rateType: 'zz' }), 'base')).toEqual({ rateType: 'Rate type must be Daily, Weekly or Monthly' });
    expect(entryProblems(row({ nights: 'abc', dailyWeeklyAmount: '12.345', paidAmount: '-1' }), 'base')).toEqual({
      nights: 'Nights must be between 1 and 3650',
      dailyWeeklyAmount: 'Amounts must be numbers with at most 2 decimals',
      paidAmount: 'Amounts must be 0 or more',
    });
  });

  it('does not check cells that are not inputs in the row’s state', () => {
    expect(entryProblems(row({ rateType: 'Monthly', nights: 'abc', dailyWeeklyAmount: 'x' }), 'base')).toEqual({});
    expect(entryProblems(row({ grandTotal: 'x' }), 'base')).toEqual({});
    expect(entryProblems(row({ grandTotal: 'x' }), 'total')).toEqual({
      grandTotal: 'Amounts must be numbers with at most 2 decimals',
    });
  });
});
