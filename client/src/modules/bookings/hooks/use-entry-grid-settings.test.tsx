// @vitest-environment happy-dom
import { chooseHotelTaxes } from '@core/tax-choice';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts, getToasts } from '../../../ui/toast/toast-store';
import { DEFAULT_TAX_TITLES } from '../grid/hotel-taxes';
import { blankEntryRow, type EntryRow, type PricingSettings } from '../grid/entry-row';
import { useEntryGridSettings, type EntryGridSettingsOptions } from './use-entry-grid-settings';

const taxes = chooseHotelTaxes([], { taxRate: '0.08', resortFeeRate: '0.05', taxName: 'Tax 1', resortFeeName: 'Tax 2' });
const pricing: PricingSettings = { taxes, entryMode: 'base' };
const setup: EntryGridSettingsOptions['setup'] = {
  today: () => '2026-11-21',
  pricing,
  taxTitles: DEFAULT_TAX_TITLES,
  roomLabels: ['101 – Standard'],
  roomByLabel: new Map(),
};
const lookups = { guestLookup: { search: async () => [] }, fetchRates: async () => null, fetchNote: async () => null };

function renderSettings(editingId: number | null, initialRows: EntryRow[] | null = null) {
  const kept: EntryRow[][] = [];
  const entry = { initialRows, keepDraft: (rows: EntryRow[]) => void kept.push(rows), setRowCount: () => undefined };
  const hook = renderHook(
    (props: { editingId: number | null }) => useEntryGridSettings({ entry: { ...entry, ...props }, setup, ...lookups }),
    {
      initialProps: { editingId },
    },
  );
  return { ...hook, kept };
}

afterEach(() => clearToasts());

describe('the entry grid settings', () => {
  it('stay the same object between renders, so that Handsontable does not apply them again', () => {
    const { result, rerender } = renderSettings(null);
    const first = result.current;
    rerender({ editingId: null });
    expect(result.current).toBe(first);
    // Opening a booking to edit is a change the grid must hear of.
    rerender({ editingId: 12 });
    expect(result.current).not.toBe(first);
    expect(result.current.editingId).toBe(12);
  });

  it("start with one blank booking of the hotel's today until the rows are known", () => {
    const { result } = renderSettings(null);
    expect(result.current.initialRows).toEqual([blankEntryRow('2026-11-21', pricing)]);
    expect(result.current.newRow()).toEqual(blankEntryRow('2026-11-21', pricing));
  });

  it('take pasted rows as new bookings, but not over a booking being edited', () => {
    const { result, rerender } = renderSettings(null);
    expect(result.current.canPasteRows?.()).toBe(true);
    expect(getToasts()).toEqual([]);

    rerender({ editingId: 12 });
    let allowed: boolean | undefined;
    act(() => {
      allowed = result.current.canPasteRows?.();
    });
    expect(allowed).toBe(false);
    expect(getToasts().map((toast) => toast.description)).toEqual([
      'Finish or cancel the edit of Booking #12 before pasting several bookings',
    ]);
  });

  it('keep what is typed as the draft', () => {
    const { result, kept } = renderSettings(null);
    const typed = [{ ...blankEntryRow('2026-11-21', pricing), guest: 'Ada Lovelace' }];
    result.current.onEdited?.(typed);
    expect(kept).toEqual([typed]);
  });
});
