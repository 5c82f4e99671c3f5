// @vitest-environment happy-dom
import { chooseHotelTaxes } from '@core/tax-choice';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BookingFieldsFragment, BookingInput } from '../../../gql/graphql';
import { InRouter } from '../../../testing/in-router';
import { clearToasts, getToasts } from '../../../ui/toast/toast-store';
import type { EntryGridHandle } from '../components/entry-grid';
import { blankEntryRow, withDerived, type EntryRow, type PricingSettings } from '../grid/entry-row';
import type { BatchResult, BookingActions } from './use-booking-actions';
import { useBookingEntry } from './use-booking-entry';
import { useEntrySubmit } from './use-entry-submit';

const HOTEL = 7;
const TODAY = '2026-11-21';
// A hotel without tax rates: the settings' 8% and 5%.
const taxes = chooseHotelTaxes([], { taxRate: '0.08', resortFeeRate: '0.05', taxName: 'Tax 1', resortFeeName: 'Tax 2' });
const pricing: PricingSettings = { taxes, entryMode: 'base' };
const setup = { loading: false, today: () => TODAY, pricing };

const typedRow = (changes: Partial<EntryRow> = {}): EntryRow =>
  withDerived(
    {
      ...blankEntryRow(TODAY, pricing),
      room: '101 – Standard',
      roomId: 4,
      guest: 'Ada Lovelace',
      nights: 3,
      dailyWeeklyAmount: '100.00',
      ...changes,
    },
    pricing,
  );

/** The entry grid as the hooks see it: rows held in memory, loaded and read back. */
class EntryRowsOnScreen implements EntryGridHandle {
  refused: { index: number; message: string } | null = null;
  constructor(public rows: EntryRow[]) {}
  getRows = () => this.rows;
  settledRows = async () => this.rows;
  load = (rows: EntryRow | EntryRow[]) => {
    this.rows = Array.isArray(rows) ? rows : [rows];
  };
  awaitsAnswer = () => false;
  markRefused = (index: number, message: string) => {
    this.refused = { index, message };
  };
  focus = () => undefined;
}

/** A promise settled by the test: a save the server has not answered yet. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

type Call =
  { kind: 'create'; input: BookingInput; newGuestName: string | null } | { kind: 'update'; id: number; input: BookingInput };

/** The booking actions as the entry form uses them: each call recorded, each answer given by the test. */
function desk(answer: () => Promise<BookingFieldsFragment | null>, batch?: (inputs: BookingInput[]) => BatchResult) {
  const calls: Call[] = [];
  const batches: BookingInput[][] = [];
  const actions: Pick<BookingActions, 'createBooking' | 'updateBooking' | 'saveBatch'> = {
    createBooking: (input, newGuestName) => {
      calls.push({ kind: 'create', input, newGuestName });
      return answer();
    },
    updateBooking: (id, input) => {
      calls.push({ kind: 'update', id, input });
      return answer();
    },
    saveBatch: async (rows) => {
      batches.push(rows as BookingInput[]);
      return batch ? batch(rows as BookingInput[]) : { ok: false, message: 'refused', code: undefined, row: null };
    },
  };
  return { actions, calls, batches };
}

const saved = { id: 31 } as BookingFieldsFragment;

function renderEntry(grid: EntryRowsOnScreen, actions: Pick<BookingActions, 'createBooking' | 'updateBooking' | 'saveBatch'>) {
  const hook = renderHook(
    () => {
      const entry = useBookingEntry({ hotelId: HOTEL, setup, fetchRates: async () => null });
      const submitting = useEntrySubmit({ entry, pricing, actions, guestExists: async () => false });
      return { entry, ...submitting };
    },
    { wrapper: InRouter },
  );
  hook.result.current.entry.gridRef.current = grid;
  return hook;
}

const draftKey = `innkeep.bookingDraft.${HOTEL}`;
const keptDraft = () => JSON.parse(window.localStorage.getItem(draftKey) ?? 'null');
const toastTexts = () => getToasts().map((toast) => `${toast.title}: ${toast.description}`);

beforeEach(() => {
  window.localStorage.clear();
  clearToasts();
});
afterEach(() => clearToasts());

describe('saving the booking entered', () => {
  it('takes the booking out of the grid at once and creates it behind, naming the new guest', async () => {
    const answer = deferred<BookingFieldsFragment | null>();
    const { actions, calls } = desk(() => answer.promise);
    const grid = new EntryRowsOnScreen([typedRow()]);
    const { result } = renderEntry(grid, actions);

    act(() => result.current.submit());
    // Blank for the next booking, with the save still on its way.
    expect(grid.rows).toEqual([blankEntryRow(TODAY, pricing)]);
    expect(result.current.pending).toBe(true);

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      kind: 'create',
      input: { roomId: 4, guest: 'Lovelace, Ada', checkInDate: TODAY, nights: 3, grandTotal: '339.00' },
      newGuestName: 'Ada Lovelace',
    });
    await act(async () => answer.resolve(saved));
    expect(result.current.pending).toBe(false);
    expect(grid.rows).toEqual([blankEntryRow(TODAY, pricing)]);
  });

  it('refuses a row the checks refuse with their message, and leaves it in the grid', () => {
    const { actions, calls } = desk(async () => saved);
    const grid = new EntryRowsOnScreen([typedRow({ guest: '' })]);
    const { result } = renderEntry(grid, actions);

    act(() => result.current.submit());
    expect(toastTexts()).toEqual(['Error: Please enter guest name']);
    expect(grid.rows[0]?.room).toBe('101 – Standard');
    expect(calls).toEqual([]);
    expect(result.current.pending).toBe(false);
  });

  it('saves bookings one after another in the order entered', async () => {
    const answers = [deferred<BookingFieldsFragment | null>(), deferred<BookingFieldsFragment | null>()];
    const { actions, calls } = desk(() => answers[calls.length - 1]!.promise);
    const grid = new EntryRowsOnScreen([typedRow({ guest: 'Ada Lovelace' })]);
    const { result } = renderEntry(grid, actions);

    act(() => result.current.submit());
    grid.load(typedRow({ guest: 'Grace Hopper' }));
    act(() => result.current.submit());
    await waitFor(() => expect(calls).toHaveLength(1));
    // The second waits for the first's answer.
    await act(async () => undefined);
    expect(calls.map((call) => call.input.guest)).toEqual(['Lovelace, Ada']);

    await act(async () => answers[0]!.resolve(saved));
    await waitFor(() => expect(calls.map((call) => call.input.guest)).toEqual(['Lovelace, Ada', 'Hopper, Grace']));
    await act(async () => answers[1]!.resolve(saved));
    expect(result.current.pending).toBe(false);
  });
});

describe('a booking the server refuses', () => {
  const editDraft = { editingId: 12, editingVersion: 3, rows: [typedRow({ guest: 'Smith, John' })] };

  it('comes back into the blank grid as the edit it was, at its version, and is kept as the draft', async () => {
    window.localStorage.setItem(draftKey, JSON.stringify(editDraft));
    const { actions, calls } = desk(async () => null);
    const grid = new EntryRowsOnScreen(editDraft.rows);
    const { result } = renderEntry(grid, actions);
    expect(result.current.entry.editingId).toBe(12);

    act(() => result.current.submit());
    // Sent as an update of booking #12, based on the version the edit was opened at.
    expect(result.current.entry.editingId).toBe(null);
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(calls).toEqual([{ kind: 'update', id: 12, input: expect.objectContaining({ guest: 'Smith, John', version: 3 }) }]);

    expect(result.current.entry.editingId).toBe(12);
    expect(grid.rows.map((row) => [row.room, row.guest, row.grandTotal])).toEqual([['101 – Standard', 'Smith, John', '339.00']]);
    expect(keptDraft()).toMatchObject({ editingId: 12, editingVersion: 3, rows: [{ guest: 'Smith, John' }] });
  });

  it('does not replace the next booking the clerk has started meanwhile', async () => {
    const answer = deferred<BookingFieldsFragment | null>();
    const { actions } = desk(() => answer.promise);
    const grid = new EntryRowsOnScreen([typedRow({ guest: 'Ada Lovelace' })]);
    const { result } = renderEntry(grid, actions);

    act(() => result.current.submit());
    grid.load(typedRow({ guest: 'Grace Hopper' }));
    await act(async () => answer.resolve(null));

    expect(result.current.pending).toBe(false);
    expect(grid.rows.map((row) => row.guest)).toEqual(['Grace Hopper']);
    expect(result.current.entry.editingId).toBe(null);
    expect(keptDraft()).toBe(null);
  });
});

describe('rows pasted from a spreadsheet', () => {
  it('are saved as one batch and leave the grid blank once saved', async () => {
    const { actions, batches } = desk(
      async () => saved,
      (inputs) => ({ ok: true, bookings: inputs.map((_, index) => ({ id: index + 1 }) as BookingFieldsFragment) }),
    );
    const grid = new EntryRowsOnScreen([typedRow({ guest: 'Ada Lovelace' }), typedRow({ guest: 'Grace Hopper' })]);
    const { result } = renderEntry(grid, actions);

    await act(async () => result.current.submit());
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(batches.map((inputs) => inputs.map((input) => input.guest))).toEqual([['Lovelace, Ada', 'Hopper, Grace']]);
    expect(toastTexts()).toEqual(['Success: 2 bookings created successfully']);
    expect(grid.rows).toEqual([blankEntryRow(TODAY, pricing)]);
  });

  it('name the first row the checks refuse, mark it, and send nothing', async () => {
    const { actions, batches } = desk(async () => saved);
    const grid = new EntryRowsOnScreen([typedRow(), typedRow({ room: '', roomId: null })]);
    const { result } = renderEntry(grid, actions);

    await act(async () => result.current.submit());
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(grid.refused).toEqual({ index: 1, message: 'Row 2: Please select a room' });
    expect(toastTexts()).toEqual(['Error: Row 2: Please select a room']);
    expect(batches).toEqual([]);
    expect(grid.rows).toHaveLength(2);
  });

  it('mark the row the server names when it refuses the batch', async () => {
    const { actions } = desk(
      async () => saved,
      () => ({ ok: false, message: 'Row 2: Room 101 is already booked', code: 'CONFLICT', row: 2 }),
    );
    const grid = new EntryRowsOnScreen([typedRow(), typedRow({ guest: 'Grace Hopper' })]);
    const { result } = renderEntry(grid, actions);

    await act(async () => result.current.submit());
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(grid.refused).toEqual({ index: 1, message: 'Row 2: Room 101 is already booked' });
    expect(grid.rows).toHaveLength(2);
  });
});
