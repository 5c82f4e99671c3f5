import { describe, expect, it } from 'vitest';
import {
  editableEntryColumns,
  entryCellMeta,
  ENTRY_COLUMN_WIDTHS,
  ENTRY_FIELDS,
  entryColumns,
  entryHeaders,
  isSavingEntryColumn,
} from './entry-columns';

describe('the entry grid columns', () => {
  it('follow spec section 2, with the tax titles of the hotel, then Method, Agreement and Auto-renew', () => {
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
      'Method',
      'Agreement',
      'Auto-renew',
    ]);
  });

  it('stop Tab and Enter at the inputs of the row state', () => {
    // Auto-renew (17) is the last stop, after Method (15) and Agreement (16).
    expect(editableEntryColumns({ rateType: 'Daily' } as never, 'base')).toEqual([0, 1, 2, 3, 4, 6, 12, 15, 16, 17]);
    expect(editableEntryColumns({ rateType: 'Monthly' } as never, 'base')).toEqual([0, 1, 2, 3, 7, 12, 15, 16, 17]);
    expect(editableEntryColumns({ rateType: 'Weekly' } as never, 'total')).toEqual([0, 1, 2, 3, 4, 11, 12, 15, 16, 17]);
  });

  it('save on Enter from Paid, Method, Agreement and Auto-renew, and move on from the other inputs', () => {
    const daily = { rateType: 'Daily' } as never;
    const saving = ['paidAmount', 'paymentMethod', 'longStayAgreement', 'autoRenew'];
    expect(ENTRY_FIELDS.map((_, col) => isSavingEntryColumn(daily, col, 'base'))).toEqual(
      ENTRY_FIELDS.map((field) => saving.includes(field)),
    );
  });

  it('make Agreement and Auto-renew checkboxes of one build, each named for what it is, centred', () => {
    const columns = entryColumns({ roomLabels: [], guestLookup: { search: async () => [] }, onGuestPicked: () => undefined });
    const flags = columns.slice(-2);
    expect(flags.map((column) => [column.data, column.type])).toEqual([
      ['longStayAgreement', 'checkbox'],
      ['autoRenew', 'checkbox'],
    ]);
    // The entry grid sizes its columns by ENTRY_COLUMN_WIDTHS, each header fitting its width.
    expect(flags.map((column) => column.width)).toEqual([undefined, undefined]);
    expect(ENTRY_COLUMN_WIDTHS.slice(-2)).toEqual([88, 94]);
    const row = { rateType: 'Daily' } as never;
    expect(entryCellMeta(row, 'autoRenew', 'base')).toEqual({ readOnly: false, className: 'entry-input htCenter' });
    expect(entryCellMeta(row, 'longStayAgreement', 'base')).toEqual({ readOnly: false, className: 'entry-input htCenter' });
  });
});
