import { useMutation } from '@apollo/client/react';
import { isBalanceDueRefusal } from '@core/stay-status';
import { serverErrorMessage } from '../../../app/graphql-error';
import { refusalToast, useToastedAction } from '../../../app/use-toasted-action';
import { useToast } from '../../../ui/toast';
import type { FrontDeskStayFragment } from '../../../gql/graphql';
import { CancelBookingMutation } from '../graphql/cancel-booking-mutation';
import { CheckInBookingMutation } from '../graphql/check-in-booking-mutation';
import { CheckOutBookingMutation } from '../graphql/check-out-booking-mutation';
import { FrontDeskQuery } from '../graphql/front-desk-query';
import { MarkBookingNoShowMutation } from '../graphql/mark-booking-no-show-mutation';

/** What a check-out came to: done, refused for the balance (the server's "Balance due: $120.00"), or failed. */
export type CheckOutOutcome = { done: true } | { done: false; balanceDue: string | null };

/**
 * The desk's actions on a row's stay, each naming the version the row showed (a stay changed meanwhile is
 * refused as stale), then reading the lists again: a stay moves between them as its status changes.
 */
export function useStayActions() {
  const { toast } = useToast();
  const options = { refetchQueries: [FrontDeskQuery], awaitRefetchQueries: true };
  const [checkInMutation] = useMutation(CheckInBookingMutation, options);
  const [checkOutMutation] = useMutation(CheckOutBookingMutation, options);
  const [cancelMutation] = useMutation(CancelBookingMutation, options);
  const [noShowMutation] = useMutation(MarkBookingNoShowMutation, options);

  const run = useToastedAction(refusalToast);

  const checkIn = (stay: FrontDeskStayFragment) =>
    run(
      () => checkInMutation({ variables: { id: stay.id, version: stay.version } }),
      `${stay.guest} checked in to room ${stay.room.roomNumber}`,
      'Failed to check in',
    );

  /** Without force a balance due comes back as the server's sentence, for the desk to offer "Check out anyway". */
  const checkOut = async (stay: FrontDeskStayFragment, force = false): Promise<CheckOutOutcome> => {
    try {
      await checkOutMutation({ variables: { id: stay.id, version: stay.version, force } });
      toast({ title: 'Success', description: `${stay.guest} checked out of room ${stay.room.roomNumber}` });
      return { done: true };
    } catch (error) {
      const message = serverErrorMessage(error);
      if (!force && isBalanceDueRefusal(message)) return { done: false, balanceDue: message ?? null };
      toast(refusalToast(error, 'Failed to check out'));
      return { done: false, balanceDue: null };
    }
  };

  const cancel = (stay: FrontDeskStayFragment, reason: string) =>
    run(
      () => cancelMutation({ variables: { id: stay.id, version: stay.version, reason: reason.trim() || null } }),
      `Booking #${stay.id} cancelled; room ${stay.room.roomNumber} is free for those dates`,
      'Failed to cancel the booking',
    );

  const noShow = (stay: FrontDeskStayFragment) =>
    run(
      () => noShowMutation({ variables: { id: stay.id, version: stay.version } }),
      `Booking #${stay.id} marked a no-show; room ${stay.room.roomNumber} is free`,
      'Failed to mark the no-show',
    );

  return { checkIn, checkOut, cancel, noShow };
}
