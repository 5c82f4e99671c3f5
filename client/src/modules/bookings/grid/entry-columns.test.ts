import { describe, expect, it } from 'vitest';
import { editableEntryColumns, ENTRY_COLUMN_WIDTHS, ENTRY_FIELDS, entryHeaders } from './entry-columns';

describe('the entry grid columns', () => {
  it('follow spec section 2, with the tax titles of the hotel', () => {
    expect(ENTRY_COLUMN_WIDTHS).toHaveLength(ENTRY_FIELDS.length);
    expect(
      entryHeaders({
        tax1Name: 'City Tax',
        tax2Name: 'Resort Fee',
        tax1Label: 'City Tax (8.3%)',
        tax2Label: 'Resort Fee ($2.00)',
      }),
    ).toEqual([
      'Room',
      'Guest',
      'Check-In',
      'RateType',
      'Nights',
      'Check-out',
      'Daily/Weekly',
      'Monthly',
      'Subtotal',
      'City Tax (8.3%)',
      'Resort Fee ($2.00)',
      'Grand Total',
      'Paid',
      'Balance',
      'Status',
    ]);
  });

  it('stop Tab and Enter at the inputs of the row state', () => {
    expect(editableEntryColumns({ rateType: 'Daily' } as never, 'base')).toEqual([0, 1, 2, 3, 4, 6, 12]);
    expect(editableEntryColumns({ rateType: 'Monthly' } as never, 'base')).toEqual([0, 1, 2, 3, 7, 12]);
    expect(editableEntryColumns({ rateType: 'Weekly' } as never, 'total')).toEqual([0, 1, 2, 3, 4, 11, 12]);
  });
});
