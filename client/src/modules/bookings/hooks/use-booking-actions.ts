import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { serverErrorMessage } from '../../../app/graphql-error';
import type { BookingFieldsFragment, BookingInput } from '../../../gql/graphql';
import { toast } from '../../../ui/toast';
import { CreateBookingMutation } from '../graphql/create-booking-mutation';
import { DeleteBookingMutation } from '../graphql/delete-booking-mutation';
import { UpdateBookingMutation } from '../graphql/update-booking-mutation';

/** Spec section 8's toasts and durations. */
const NEW_GUEST_TOAST_MS = 4000;

/** Answers that a booking change makes stale: the dashboard, the reports, and the guests (one may be new). */
const DERIVED_FIELDS = [
  'dashboard',
  'bookingsInRange',
  'monthlyReport',
  'quarterlyReport',
  'guests',
  'guestSearch',
  'guestStats',
];

/**
 * Drops the cached answers a booking change makes stale, so that whoever shows them next (the Dashboard tab,
 * the reports, the guest list) reads them again; a query on screen refetches at once.
 */
function forgetDerivedData(cache: ApolloCache) {
  for (const fieldName of DERIVED_FIELDS) {
    cache.evict({ id: 'ROOT_QUERY', fieldName });
  }
  cache.gc();
}

export interface BookingActions {
  saving: boolean;
  /** Resolves with the created booking, or null after showing why it failed. */
  createBooking: (input: BookingInput, newGuestName: string | null) => Promise<BookingFieldsFragment | null>;
  /** `quiet` leaves out the success toast (in-place grid edits save often). */
  updateBooking: (id: number, input: BookingInput, options?: { quiet?: boolean }) => Promise<BookingFieldsFragment | null>;
  deleteBooking: (id: number) => Promise<boolean>;
}

/**
 * Create, update and delete with the toasts of spec section 8. After every successful change the bookings
 * list is refreshed (`refresh`) and the dashboard read again (spec section 7).
 */
export function useBookingActions(refresh: () => Promise<unknown>): BookingActions {
  const update = { update: forgetDerivedData };
  const [create, created] = useMutation(CreateBookingMutation, update);
  const [change, changed] = useMutation(UpdateBookingMutation, update);
  const [remove] = useMutation(DeleteBookingMutation, {
    update: (cache, _result, { variables }) => {
      if (variables) cache.evict({ id: cache.identify({ __typename: 'Booking', id: variables.id }) });
      forgetDerivedData(cache);
    },
  });

  const failed = useCallback(
    (title: string, error: unknown) =>
      toast({
        variant: 'destructive',
        title,
        description: serverErrorMessage(error) ?? 'The server could not be reached. Please try again.',
      }),
    [],
  );
  const refreshQuietly = useCallback(() => refresh().catch(() => undefined), [refresh]);

  const createBooking = useCallback<BookingActions['createBooking']>(
    async (input, newGuestName) => {
      try {
        const { data } = await create({ variables: { input } });
        if (newGuestName) {
          toast({
            title: 'Success',
            description: `Booking created and guest ${newGuestName} added to database`,
            duration: NEW_GUEST_TOAST_MS,
          });
        } else {
          toast({ title: 'Success', description: 'Booking created successfully' });
        }
        void refreshQuietly();
        return data?.createBooking ?? null;
      } catch (error) {
        failed('Failed to create booking', error);
        return null;
      }
    },
    [create, failed, refreshQuietly],
  );

  const updateBooking = useCallback<BookingActions['updateBooking']>(
    async (id, input, options) => {
      try {
        const { data } = await change({ variables: { id, input } });
        if (!options?.quiet) toast({ title: 'Success', description: 'Booking updated successfully' });
        void refreshQuietly();
        return data?.updateBooking ?? null;
      } catch (error) {
        failed('Failed to update booking', error);
        return null;
      }
    },
    [change, failed, refreshQuietly],
  );

  const deleteBooking = useCallback<BookingActions['deleteBooking']>(
    async (id) => {
      try {
        await remove({ variables: { id } });
        toast({ title: 'Success', description: 'Booking deleted successfully' });
        void refreshQuietly();
        return true;
      } catch (error) {
        failed('Failed to delete booking', error);
        return false;
      }
    },
    [remove, failed, refreshQuietly],
  );

  return { saving: created.loading || changed.loading, createBooking, updateBooking, deleteBooking };
}
