// @vitest-environment happy-dom
import Handsontable from 'handsontable/base';
import { CheckboxCellType, registerCellType } from 'handsontable/cellTypes';
import { afterEach, describe, expect, it } from 'vitest';
import { flagColumns, flagHeaders, flagsOf, NO_FLAGS, pastedFlags, sentFlags, type FlagNote } from './flag-columns';

registerCellType(CheckboxCellType);

let hot: Handsontable | null = null;
afterEach(() => {
  hot?.destroy();
  hot = null;
  document.body.replaceChildren();
});

/** The two flag columns in a real grid, with a note on Auto-renew for the rows whose `refused` says so. */
function grid(rows: { longStayAgreement: boolean; autoRenew: boolean; refused: string | null }[]) {
  const container = document.createElement('div');
  document.body.append(container);
  const refused: FlagNote = (instance, row) => {
    const reason = (instance.getSourceDataAtRow(row) as (typeof rows)[number]).refused;
    return reason ? `Renewal refused: ${reason}` : null;
  };
  hot = new Handsontable(container, {
    data: rows,
    columns: flagColumns({ sized: true, notes: { autoRenew: refused } }),
    licenseKey: 'non-commercial-and-evaluation',
    renderAllRows: true,
  });
  return hot;
}

const cellOf = (instance: Handsontable, row: number, col: number) => {
  const td = instance.getCell(row, col)!;
  const input = td.querySelector('input[type=checkbox]') as HTMLInputElement;
  return { td, input };
};

describe('the yes/no columns (Agreement, Auto-renew)', () => {
  it('are one build: checkboxes in the grids order, titled as the grids head them, each sized to its header', () => {
    expect(flagHeaders()).toEqual(['Agreement', 'Auto-renew']);
    expect(flagColumns({ sized: true }).map((column) => [column.data, column.type, column.width])).toEqual([
      ['longStayAgreement', 'checkbox', 88],
      ['autoRenew', 'checkbox', 94],
    ]);
    // The entry grid gives the widths itself.
    expect(flagColumns().map((column) => column.width)).toEqual([undefined, undefined]);
  });

  it('name each checkbox for what it is, keep it out of the Tab order, and mark a refused renewal', () => {
    const instance = grid([
      { longStayAgreement: true, autoRenew: false, refused: null },
      { longStayAgreement: false, autoRenew: true, refused: 'Room 101 is booked from 05/01/27' },
    ]);
    const agreement = cellOf(instance, 0, 0);
    expect([agreement.input.checked, agreement.input.getAttribute('aria-label'), agreement.input.tabIndex]).toEqual([
      true,
      'Long-stay agreement',
      -1,
    ]);
    expect(agreement.td.classList.contains('htCenter')).toBe(true);
    const quiet = cellOf(instance, 0, 1);
    expect([quiet.input.checked, quiet.input.getAttribute('aria-label'), quiet.td.title]).toEqual([false, 'Auto-renew', '']);
    expect(quiet.td.classList.contains('booking-flag-noted')).toBe(false);
    const noted = cellOf(instance, 1, 1);
    expect([noted.input.checked, noted.input.getAttribute('aria-label'), noted.td.title]).toEqual([
      true,
      'Auto-renew, Renewal refused: Room 101 is booked from 05/01/27',
      'Renewal refused: Room 101 is booked from 05/01/27',
    ]);
    expect(noted.td.classList.contains('booking-flag-noted')).toBe(true);

    // The cell shown again for a stay that renewed since loses the mark.
    instance.loadData([{ longStayAgreement: false, autoRenew: true, refused: null }]);
    const renewed = cellOf(instance, 0, 1);
    expect([renewed.td.title, renewed.td.classList.contains('booking-flag-noted')]).toEqual(['', false]);
  });

  it('read a booking, start a new one with none, send a row as ticked or not, and read pasted Yes / No', () => {
    expect(flagsOf({ longStayAgreement: true, autoRenew: true })).toEqual({ longStayAgreement: true, autoRenew: true });
    expect(NO_FLAGS).toEqual({ longStayAgreement: false, autoRenew: false });
    expect(sentFlags({ longStayAgreement: 'maybe', autoRenew: true })).toEqual({ longStayAgreement: false, autoRenew: true });
    expect(pastedFlags({ longStayAgreement: 'no', autoRenew: 'Yes' })).toEqual({ longStayAgreement: false, autoRenew: true });
    expect(pastedFlags({ longStayAgreement: '', autoRenew: 'weekly' })).toEqual({
      longStayAgreement: false,
      autoRenew: 'weekly',
    });
  });
});
