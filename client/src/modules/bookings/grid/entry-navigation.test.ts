import { chooseHotelTaxes } from '@core/tax-choice';
import { describe, expect, it } from 'vitest';
import { editableEntryColumns, ENTRY_FIELDS } from './entry-columns';
import { blankEntryRow, type EntryRow } from './entry-row';
import { entryTabMove, inputAfterRateTypeChange } from './entry-navigation';

const taxes = chooseHotelTaxes([], { taxRate: '0.08', resortFeeRate: '0.05', taxName: 'Tax 1', resortFeeName: 'Tax 2' });
const row = (changes: Partial<EntryRow>): EntryRow => ({
  ...blankEntryRow('2026-11-21', { taxes, entryMode: 'base' }),
  ...changes,
});
const col = (field: (typeof ENTRY_FIELDS)[number]) => ENTRY_FIELDS.indexOf(field);

describe('Tab over the entry rows', () => {
  const daily = row({});
  const inputs = editableEntryColumns(daily, 'base');

  it('goes to the next input of the row, skipping computed cells', () => {
    expect(entryTabMove(daily, col('nights'), 1, undefined, 'base')).toEqual({
      row: 0,
      col: col('dailyWeeklyAmount') - col('nights'),
    });
    expect(entryTabMove(daily, col('dailyWeeklyAmount'), -1, undefined, 'base')).toEqual({
      row: 0,
      col: col('nights') - col('dailyWeeklyAmount'),
    });
  });

  it('wraps to the next row’s first input (Shift+Tab: the previous row’s last), and stops past the ends', () => {
    const last = inputs.at(-1)!;
    expect(entryTabMove(daily, last, 1, daily, 'base')).toEqual({ row: 1, col: inputs[0] - last });
    expect(entryTabMove(daily, inputs[0], -1, daily, 'base')).toEqual({ row: -1, col: last - inputs[0] });
    expect(entryTabMove(daily, last, 1, undefined, 'base')).toEqual({ row: 0, col: 0 });
  });

  it('after a rate type change, leaves a cell that is no longer an input for the first input after RateType', () => {
    const monthly = row({ rateType: 'Monthly' });
    expect(inputAfterRateTypeChange(monthly, col('nights'), 'base')).toBe(
      editableEntryColumns(monthly, 'base').find((c) => c > col('rateType')),
    );
    expect(inputAfterRateTypeChange(daily, col('nights'), 'base')).toBeUndefined();
  });
});
