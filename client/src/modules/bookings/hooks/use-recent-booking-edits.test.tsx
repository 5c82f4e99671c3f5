// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BookingFieldsFragment } from '../../../gql/graphql';
import { clearToasts, getToasts } from '../../../ui/toast/toast-store';
import type { BatchResult } from './use-booking-actions';
import { useRecentBookingEdits, type RecentBookingEditsOptions } from './use-recent-booking-edits';

const booking = (id: number) => ({ id, version: 2 }) as BookingFieldsFragment;

function renderEdits(editingId: number | null, answers: { deleted?: boolean; batch?: BatchResult } = {}) {
  const seen: string[] = [];
  const options: RecentBookingEditsOptions = {
    pages: {
      find: (id) => (id === 404 ? undefined : booking(id)),
      refresh: async () => void seen.push('list read again'),
    },
    actions: {
      updateBooking: async (id) => (seen.push(`update #${id}`), booking(id)),
      deleteBooking: async (id) => (seen.push(`delete #${id}`), answers.deleted ?? true),
      saveBatch: async (rows) => (seen.push(`batch of ${rows.length}`), answers.batch ?? { ok: true, bookings: [] }),
    },
    entry: {
      editingId,
      openForEdit: (opened) => void seen.push(`edit #${opened.id}`),
      startNew: () => void seen.push('entry form blank'),
    },
  };
  const hook = renderHook(() => useRecentBookingEdits(options));
  return { ...hook, seen };
}

/** The clerk's answers to the browser's confirm, in turn; what was asked is kept. */
function clerkAnswers(...answers: boolean[]) {
  const asked: string[] = [];
  window.confirm = (question?: string) => {
    asked.push(question ?? '');
    return answers.shift() ?? false;
  };
  return asked;
}

afterEach(() => clearToasts());

describe("Recent Bookings' rows", () => {
  it('open a listed booking in the entry form', () => {
    const { result, seen } = renderEdits(null);
    act(() => {
      result.current.edit(5);
      result.current.edit(404);
    });
    expect(seen).toEqual(['edit #5']);
  });

  it('delete after asking, and clear the entry form when it held the deleted booking', async () => {
    const asked = clerkAnswers(true);
    const { result, seen } = renderEdits(5);
    await act(async () => result.current.onDelete(5));
    expect(asked).toEqual(['Are you sure you want to delete this booking?']);
    expect(seen).toEqual(['delete #5', 'entry form blank']);
  });

  it('keep the entry form when another booking is deleted, and delete nothing when the clerk says no', async () => {
    clerkAnswers(true, false);
    const { result, seen } = renderEdits(5);
    await act(async () => result.current.onDelete(6));
    await act(async () => result.current.onDelete(5));
    expect(seen).toEqual(['delete #6']);
  });

  it('say how many bookings a batch saved, and read the list again when it was refused', async () => {
    const saved = renderEdits(null, { batch: { ok: true, bookings: [booking(1), booking(2)] } });
    await act(() => saved.result.current.saveBatch([]));
    expect(getToasts().map((toast) => toast.description)).toEqual(['2 bookings updated successfully']);

    const refused = renderEdits(null, { batch: { ok: false, message: 'Row 1: changed', code: 'STALE', row: 1 } });
    let ok: boolean | undefined;
    await act(async () => {
      ok = await refused.result.current.saveBatch([]);
    });
    expect(ok).toBe(false);
    expect(refused.seen).toEqual(['batch of 0', 'list read again']);
  });
});
