import { chooseHotelTaxes } from '@core/tax-choice';
import type Handsontable from 'handsontable/base';
import { describe, expect, it } from 'vitest';
import { editedRow } from './entry-edits';
import { blankEntryRow, type EntryRow, type PricingSettings } from './entry-row';

const taxes = chooseHotelTaxes([], { taxRate: '0.08', resortFeeRate: '0.05', taxName: 'Tax 1', resortFeeName: 'Tax 2' });
const pricing: PricingSettings = { taxes, entryMode: 'base' };
const rooms = new Map([
  ['101 – Standard', { id: 1 }],
  ['102 – Standard', { id: 2 }],
]);
const row = (changes: Partial<EntryRow>): EntryRow => ({ ...blankEntryRow('2026-11-21', pricing), ...changes });
const change = (prop: string, before: unknown, after: unknown): Handsontable.CellChange => [0, prop, before, after];

describe('a clerk’s changes to an entry row', () => {
  it('takes the typed room and asks for its rates', () => {
    const edited = editedRow(row({}), [change('room', '', '102 – Standard')], rooms, pricing);
    expect(edited.next.roomId).toBe(2);
    expect(edited.fetchFor).toEqual({ id: 2 });
    expect(edited.changed).toEqual(['room']);
    expect(edited.rateTypeChanged).toBe(false);
  });

  it('asks again for a priced room’s rates when the check-in date moves, and ignores unchanged cells', () => {
    const priced = row({ roomId: 1, rates: { dailyRate: '100.00', weeklyRate: '500.00', monthlyRate: '1500.00' } });
    const edited = editedRow(
      priced,
      [change('checkInDate', '2026-11-21', '2026-12-01'), change('guest', 'A', 'A')],
      rooms,
      pricing,
    );
    expect(edited.fetchFor).toEqual({ id: 1 });
    expect(edited.changed).toEqual(['checkInDate']);
    expect(editedRow(row({ roomId: 1 }), [change('checkInDate', 'a', 'b')], rooms, pricing).fetchFor).toBeNull();
    // The rates asked for with the date before are still on their way: asked for again, for the new date.
    expect(editedRow(row({ roomId: 1 }), [change('checkInDate', 'a', 'b')], rooms, pricing, true).fetchFor).toEqual({ id: 1 });
  });

  it('drops a picked guest typed over, keeps typed nights and a typed total, notes a rate type change', () => {
    const picked = row({ guestId: 7, pickedGuestName: 'Lee, Ann' });
    expect(editedRow(picked, [change('guest', 'Lee, Ann', 'Lee, Bo')], rooms, pricing).next).toMatchObject({
      guestId: null,
      pickedGuestName: null,
    });
    expect(editedRow(picked, [change('guest', 'x', 'Lee, Ann')], rooms, pricing).next.guestId).toBe(7);
    expect(editedRow(row({}), [change('nights', 1, 3)], rooms, pricing).next.typedNights).toBe(3);
    expect(editedRow(row({}), [change('grandTotal', '', '200.00')], rooms, pricing).next.totalTyped).toBe(true);
    expect(editedRow(row({}), [change('rateType', 'Daily', 'Weekly')], rooms, pricing).rateTypeChanged).toBe(true);
  });
});
