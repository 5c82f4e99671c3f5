// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BookingFieldsFragment } from '../../../gql/graphql';
import type { BookingActions } from './use-booking-actions';
import { useStayActions } from './use-stay-actions';

const booking = (id: number) => ({ id, version: 1, guest: 'Lovelace, Ada' }) as BookingFieldsFragment;
const listed = new Map([7, 8].map((id) => [id, booking(id)]));

/** The desk's stay actions, each call recorded and answered as the test says. */
function stayDesk(cancelled: BookingFieldsFragment | null) {
  const calls: string[] = [];
  const actions: Pick<BookingActions, 'cancelBooking' | 'reinstateBooking' | 'undoCheckIn'> = {
    cancelBooking: async (target, reason) => {
      calls.push(`cancel #${target.id}: ${reason}`);
      return cancelled;
    },
    reinstateBooking: async (target) => {
      calls.push(`reinstate #${target.id}`);
      return target;
    },
    undoCheckIn: async (target) => {
      calls.push(`undo check-in #${target.id}`);
      return target;
    },
  };
  return { actions, calls };
}

describe("Recent Bookings' row menu", () => {
  it('asks for the reason before cancelling, and closes once the booking is cancelled', async () => {
    const { actions, calls } = stayDesk(booking(7));
    const { result } = renderHook(() => useStayActions({ find: (id) => listed.get(id), actions }));

    act(() => result.current.onStayAction('cancel', 7));
    expect(result.current.cancelling?.id).toBe(7);
    expect(calls).toEqual([]);

    await act(() => result.current.cancel(booking(7), 'Guest called'));
    expect(calls).toEqual(['cancel #7: Guest called']);
    expect(result.current.cancelling).toBe(null);
    expect(result.current.busy).toBe(false);
  });

  it('keeps the question open when the cancellation is refused', async () => {
    const { actions } = stayDesk(null);
    const { result } = renderHook(() => useStayActions({ find: (id) => listed.get(id), actions }));
    act(() => result.current.onStayAction('cancel', 8));
    await act(() => result.current.cancel(booking(8), 'No show'));
    expect(result.current.cancelling?.id).toBe(8);
    expect(result.current.busy).toBe(false);
  });

  it('reinstates and undoes a check-in at once, and ignores a booking no longer listed', () => {
    const { actions, calls } = stayDesk(null);
    const { result } = renderHook(() => useStayActions({ find: (id) => listed.get(id), actions }));
    act(() => {
      result.current.onStayAction('reinstate', 7);
      result.current.onStayAction('undo-check-in', 8);
      result.current.onStayAction('cancel', 99);
    });
    expect(calls).toEqual(['reinstate #7', 'undo check-in #8']);
    expect(result.current.cancelling).toBe(null);
  });
});
