import { useState } from 'react';
import type { BookingFieldsFragment } from '../../../gql/graphql';
import type { BookingStayAction } from '../grid/booking-row-actions';
import type { BookingActions } from './use-booking-actions';
import { useStableCallback } from './use-stable-callback';

export interface StayActionsOptions {
  find: (id: number) => BookingFieldsFragment | undefined;
  actions: Pick<BookingActions, 'cancelBooking' | 'reinstateBooking' | 'undoCheckIn'>;
}

/**
 * Recent Bookings' row menu: cancel asks for its reason first (`cancelling` is the booking the dialog asks
 * about); reinstate and undo check-in go at once.
 */
export function useStayActions({ find, actions }: StayActionsOptions) {
  const [cancelling, setCancelling] = useState<BookingFieldsFragment | null>(null);
  const [busy, setBusy] = useState(false);

  const onStayAction = useStableCallback((action: BookingStayAction, id: number) => {
    const booking = find(id);
    if (!booking) return;
    if (action === 'cancel') setCancelling(booking);
    else if (action === 'reinstate') void actions.reinstateBooking(booking);
    else void actions.undoCheckIn(booking);
  });

  /** The reason given: the dialog closes once the booking is cancelled, and stays open with it refused. */
  const cancel = async (booking: BookingFieldsFragment, reason: string) => {
    setBusy(true);
    try {
      if (await actions.cancelBooking(booking, reason)) setCancelling(null);
    } finally {
      setBusy(false);
    }
  };

  return { onStayAction, cancelling, busy, close: () => setCancelling(null), cancel };
}
