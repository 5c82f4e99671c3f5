import { useApolloClient } from '@apollo/client/react';
import { addDays, formatShortUs } from '@core/stay-dates';
import { useCallback } from 'react';
import { refusalToast } from '../../../app/use-toasted-action';
import { toast } from '../../../ui/toast';
import { BookingQuery } from '../../bookings/graphql/booking-query';
import { UpdateBookingMutation } from '../../bookings/graphql/update-booking-mutation';
import { bookingInputFromRow, toBookingRow } from '../../bookings/grid/booking-row';
import { changeQuestion, type BoardProposal } from '../grid/board-drag';

/** Answers a stay's new room or dates make stale; whoever shows them next reads them again. */
const DERIVED_FIELDS = ['dashboard', 'monthlyReport', 'quarterlyReport', 'frontDesk'];

/**
 * A stay dragged on the board: the clerk confirms, then one update of the booking as it is saved, with the
 * new room, check-in and nights and the version the board drew (a stay changed meanwhile is refused). The
 * server decides clashes and blocks; its sentence is shown and the board, read again, shows the bar where it is.
 */
export function useStayChange(reload: () => unknown) {
  const client = useApolloClient();
  return useCallback(
    async (proposal: BoardProposal) => {
      const stay = proposal.booking;
      if (!stay || !window.confirm(changeQuestion(proposal))) return;
      const failure = proposal.kind === 'stretch' ? 'Failed to change the nights' : 'Failed to move booking';
      try {
        const { data } = await client.query({ query: BookingQuery, variables: { id: stay.id }, fetchPolicy: 'network-only' });
        const booking = data?.booking;
        if (!booking) throw new Error('not found');
        if (booking.rateType === 'Monthly' && proposal.nights !== booking.nights) {
          toast({
            variant: 'destructive',
            title: 'Error',
            description: "A monthly booking's nights follow its months: change its dates on the Bookings tab",
          });
          return;
        }
        const input = {
          ...bookingInputFromRow(toBookingRow(booking)),
          roomId: proposal.room.id,
          checkInDate: proposal.checkInDate,
          nights: proposal.nights,
          version: stay.version,
        };
        await client.mutate({
          mutation: UpdateBookingMutation,
          variables: { id: stay.id, input },
          update: (cache) => {
            for (const fieldName of DERIVED_FIELDS) cache.evict({ id: 'ROOT_QUERY', fieldName });
            cache.gc();
          },
        });
        const dates = `${formatShortUs(proposal.checkInDate)} – ${formatShortUs(addDays(proposal.checkInDate, proposal.nights))}`;
        const now =
          proposal.kind === 'stretch'
            ? `has ${proposal.nights} night${proposal.nights === 1 ? '' : 's'}`
            : `is in Room ${proposal.room.roomNumber}`;
        toast({ title: 'Success', description: `Booking #${stay.id} now ${now}, ${dates}` });
      } catch (error) {
        toast(refusalToast(error, failure));
      } finally {
        reload();
      }
    },
    [client, reload],
  );
}
