import type { DocumentNode } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
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
import { ReinstateBookingMutation } from '../graphql/reinstate-booking-mutation';
import { UndoCheckInMutation } from '../graphql/undo-check-in-mutation';
import { ExtendBookingMutation } from '../graphql/extend-booking-mutation';
import { formatShortUs } from '@core/stay-dates';
import { HousekeepingQuery } from '../../housekeeping/graphql/housekeeping-query';
import { AddFolioPaymentMutation } from '../../folio/graphql/add-folio-payment-mutation';

/** What a check-out came to: done, refused for the balance (the server's "Balance due: $120.00"), or failed. */
export type CheckOutOutcome = { done: true } | { done: false; balanceDue: string | null };

/**
 * The desk's actions on a row's stay, each naming the version the row showed (a stay changed meanwhile is
 * refused as stale), then reading the lists again: a stay moves between them as its status changes. Another
 * screen (the Night Audit) names the reads it shows instead.
 */
export function useStayActions(reads: readonly DocumentNode[] = [FrontDeskQuery]) {
  const { toast } = useToast();
  const options = { refetchQueries: [...reads], awaitRefetchQueries: true };
  const [checkInMutation] = useMutation(CheckInBookingMutation, options);
  const [checkOutMutation] = useMutation(CheckOutBookingMutation, options);
  const [cancelMutation] = useMutation(CancelBookingMutation, options);
  const [noShowMutation] = useMutation(MarkBookingNoShowMutation, options);
  const [reinstateMutation] = useMutation(ReinstateBookingMutation, options);
  const [undoCheckInMutation] = useMutation(UndoCheckInMutation, options);
  const [paymentMutation] = useMutation(AddFolioPaymentMutation);
  const [extendMutation] = useMutation(ExtendBookingMutation, options);
  const client = useApolloClient();

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

  const reinstate = (stay: FrontDeskStayFragment) =>
    run(
      () => reinstateMutation({ variables: { id: stay.id, version: stay.version } }),
      `Booking #${stay.id} reinstated; room ${stay.room.roomNumber} is held again`,
      'Failed to reinstate the booking',
    );

  const undoCheckIn = (stay: FrontDeskStayFragment) =>
    run(
      () => undoCheckInMutation({ variables: { id: stay.id, version: stay.version } }),
      `Check-in of booking #${stay.id} undone: ${stay.guest} is reserved again`,
      'Failed to undo the check-in',
    );

  /** The next bookings of the stay's chain; true once added, the refusal (a stay in the way, the demo limit) in a toast. */
  const extend = async (stay: FrontDeskStayFragment, periods: number, nights: number | null): Promise<boolean> => {
    try {
      const { data } = await extendMutation({ variables: { id: stay.id, periods, nights } });
      const added = data?.extendBooking ?? [];
      const last = added.at(-1);
      toast({
        title: 'Success',
        description: `${stay.guest}'s stay extended: ${added.length} new ${added.length === 1 ? 'booking' : 'bookings'}${last ? ` to ${formatShortUs(last.checkOutDate)}` : ''}`,
      });
      return true;
    } catch (error) {
      toast(refusalToast(error, 'Failed to extend the stay'));
      return false;
    }
  };

  /** The room's housekeeping status as it is now (null when it cannot be read: the server still decides). */
  const roomStatus = async (stay: FrontDeskStayFragment): Promise<string | null> => {
    try {
      const { data } = await client.query({ query: HousekeepingQuery, fetchPolicy: 'network-only' });
      return data?.housekeeping.find((room) => room.roomId === stay.room.id)?.housekeepingStatus ?? null;
    } catch {
      return null;
    }
  };

  /**
   * The balance-due dialog's payment, then the check-out it was for, naming the booking's version the
   * payment left. Refused payment: its reason in a toast, no check-out.
   */
  const payAndCheckOut = async (stay: FrontDeskStayFragment, amount: string, method: string): Promise<CheckOutOutcome> => {
    let version: number | undefined;
    try {
      const { data } = await paymentMutation({
        variables: { bookingId: stay.id, input: { amount, method, reference: null, date: null } },
      });
      version = data?.addFolioPayment.booking.version;
    } catch (error) {
      toast(refusalToast(error, 'Failed to take the payment'));
      return { done: false, balanceDue: null };
    }
    return checkOut({ ...stay, version: version ?? stay.version });
  };

  return { checkIn, checkOut, cancel, noShow, reinstate, undoCheckIn, roomStatus, payAndCheckOut, extend };
}
