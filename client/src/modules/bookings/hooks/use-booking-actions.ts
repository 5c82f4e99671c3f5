import type { ApolloCache } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { serverErrorCode, serverErrorMessage } from '../../../app/graphql-error';
import type { BookingBatchItemInput, BookingFieldsFragment, BookingInput } from '../../../gql/graphql';
import { toast } from '../../../ui/toast';
import { BookingFieldsFragment as BookingFields } from '../graphql/booking-fields-fragment';
import { BookingQuery } from '../graphql/booking-query';
import { CancelListedBookingMutation } from '../graphql/cancel-listed-booking-mutation';
import { CreateBookingMutation } from '../graphql/create-booking-mutation';
import { DeleteBookingMutation } from '../graphql/delete-booking-mutation';
import { ReinstateListedBookingMutation } from '../graphql/reinstate-listed-booking-mutation';
import { UndoListedCheckInMutation } from '../graphql/undo-listed-check-in-mutation';
import { SaveBookingBatchMutation } from '../graphql/save-booking-batch-mutation';
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
  // The Front Desk's lists: a cancelled or reinstated arrival moves between them.
  'frontDesk',
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

export interface UpdateOptions {
  /** Leaves out the success toast (in-place grid edits save often). */
  quiet?: boolean;
  /** Someone else changed the booking since it was loaded: called with it as it is now, read again. */
  onStale?: (current: BookingFieldsFragment) => void;
}

/** A batch saved whole (the bookings in the order given), or refused whole with the server's message ("Row 3: …"). */
export type BatchResult =
  { ok: true; bookings: BookingFieldsFragment[] } | { ok: false; message: string; code: string | undefined; row: number | null };

const BATCH_ROW = /^Row (\d+):/;

export interface BookingActions {
  saving: boolean;
  /** Resolves with the created booking, or null after showing why it failed. */
  createBooking: (input: BookingInput, newGuestName: string | null) => Promise<BookingFieldsFragment | null>;
  /**
   * Sends the version the edit was based on: `input.version`, else the version of the booking as loaded (the
   * cache, which the grids show). When someone else has changed it since, the server refuses: the message
   * is shown and the booking read again, so its row shows the change.
   */
  updateBooking: (id: number, input: BookingInput, options?: UpdateOptions) => Promise<BookingFieldsFragment | null>;
  /**
   * Names the version of the booking as loaded (the cache, which the grids show): refused when someone else
   * changed it since, and the list is then read again.
   */
  deleteBooking: (id: number) => Promise<boolean>;
  /**
   * Saves rows as one all-or-nothing batch (saveBookingBatch): creates without an id, updates with one and
   * its version (when not given, the version of the booking as loaded). A refusal is toasted with `failedTitle` and the server's message naming the row.
   */
  saveBatch: (rows: BookingBatchItemInput[], failedTitle: string) => Promise<BatchResult>;
  /**
   * The desk's changes to a stay from the list (Recent Bookings' row menu), each naming the version the list
   * showed; the row shows the booking as it now is. Resolves with it, or null after showing why it failed.
   */
  cancelBooking: (booking: BookingFieldsFragment, reason: string) => Promise<BookingFieldsFragment | null>;
  reinstateBooking: (booking: BookingFieldsFragment) => Promise<BookingFieldsFragment | null>;
  undoCheckIn: (booking: BookingFieldsFragment) => Promise<BookingFieldsFragment | null>;
}

/** The bookings list the actions keep up to date. */
export interface BookingList {
  /** Reads the list again after a change. */
  refresh: () => Promise<unknown>;
  /** The version of a booking as the list loaded it (null when it is not loaded). */
  versionOf?: (id: number) => number | null;
  /** Saved bookings, shown in their rows at once. */
  showSaved?: (bookings: readonly BookingFieldsFragment[]) => void;
  /** A deleted booking, gone from its row at once. */
  showDeleted?: (id: number) => void;
}

/**
 * Create, update and delete with the toasts of spec section 8. After every successful change the bookings
 * list shows it in place and is refreshed (`refresh`), and the dashboard read again (spec section 7).
 */
export function useBookingActions(list: BookingList): BookingActions {
  const { refresh, versionOf, showSaved, showDeleted } = list;
  const client = useApolloClient();
  const update = { update: forgetDerivedData };
  const [create, created] = useMutation(CreateBookingMutation, update);
  const [change, changed] = useMutation(UpdateBookingMutation, update);
  const [saveBookingBatch, batchSaved] = useMutation(SaveBookingBatchMutation, update);
  const [cancelMutation] = useMutation(CancelListedBookingMutation, update);
  const [reinstateMutation] = useMutation(ReinstateListedBookingMutation, update);
  const [undoCheckInMutation] = useMutation(UndoListedCheckInMutation, update);
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

  /**
   * The version of the booking as the screen loaded it: the list's (its pages bypass the cache), else the
   * cache's (null when it is not loaded: the edit then goes ahead).
   */
  const loadedVersion = useCallback(
    (id: number) =>
      versionOf?.(id) ??
      client.cache.readFragment({ id: client.cache.identify({ __typename: 'Booking', id }), fragment: BookingFields })?.version ??
      null,
    [client, versionOf],
  );

  /** Reads the booking again after a refusal; the caller's own rollback of the row comes first. */
  const reload = useCallback(
    async (id: number, onStale: UpdateOptions['onStale']) => {
      const { data } = await client.query({ query: BookingQuery, variables: { id }, fetchPolicy: 'network-only' });
      if (!data?.booking) return;
      // The list's row shows the booking as it is now.
      showSaved?.([data.booking]);
      onStale?.(data.booking);
    },
    [client, showSaved],
  );

  const updateBooking = useCallback<BookingActions['updateBooking']>(
    async (id, input, options) => {
      try {
        const version = input.version ?? loadedVersion(id);
        const { data } = await change({ variables: { id, input: { ...input, version } } });
        if (data?.updateBooking) showSaved?.([data.updateBooking]);
        if (!options?.quiet) toast({ title: 'Success', description: 'Booking updated successfully' });
        void refreshQuietly();
        return data?.updateBooking ?? null;
      } catch (error) {
        failed('Failed to update booking', error);
        if (serverErrorCode(error) === 'STALE') {
          setTimeout(() => void reload(id, options?.onStale).catch(() => undefined), 0);
        }
        return null;
      }
    },
    [change, failed, refreshQuietly, loadedVersion, reload, showSaved],
  );

  const deleteBooking = useCallback<BookingActions['deleteBooking']>(
    async (id) => {
      try {
        await remove({ variables: { id, version: loadedVersion(id) } });
        showDeleted?.(id);
        toast({ title: 'Success', description: 'Booking deleted successfully' });
        void refreshQuietly();
        return true;
      } catch (error) {
        failed('Failed to delete booking', error);
        // Someone else changed it since it was loaded: the list is read again, so its row shows the change.
        if (serverErrorCode(error) === 'STALE') void refreshQuietly();
        return false;
      }
    },
    [remove, failed, refreshQuietly, loadedVersion, showDeleted],
  );

  const saveBatch = useCallback<BookingActions['saveBatch']>(
    async (rows, failedTitle) => {
      try {
        // An update based on the booking as the screen loaded it: refused (STALE) if someone changed it since.
        const bookings = rows.map((row) => (row.id && row.version == null ? { ...row, version: loadedVersion(row.id) } : row));
        const { data } = await saveBookingBatch({ variables: { bookings } });
        if (data?.saveBookingBatch) showSaved?.(data.saveBookingBatch);
        void refreshQuietly();
        return { ok: true, bookings: data?.saveBookingBatch ?? [] };
      } catch (error) {
        failed(failedTitle, error);
        const message = serverErrorMessage(error) ?? 'The server could not be reached. Please try again.';
        const row = BATCH_ROW.exec(message);
        return { ok: false, message, code: serverErrorCode(error), row: row ? Number(row[1]) : null };
      }
    },
    [saveBookingBatch, failed, refreshQuietly, loadedVersion, showSaved],
  );

  /** A stay action's answer shown in the list, with its toast; a refusal toasted with the server's reason. */
  const stayAction = useCallback(
    async (run: () => Promise<BookingFieldsFragment | undefined>, done: string, failedTitle: string) => {
      try {
        const booking = await run();
        if (booking) showSaved?.([booking]);
        toast({ title: 'Success', description: done });
        void refreshQuietly();
        return booking ?? null;
      } catch (error) {
        failed(failedTitle, error);
        if (serverErrorCode(error) === 'STALE') void refreshQuietly();
        return null;
      }
    },
    [failed, refreshQuietly, showSaved],
  );

  const cancelBooking = useCallback<BookingActions['cancelBooking']>(
    (booking, reason) =>
      stayAction(
        async () =>
          (
            await cancelMutation({
              variables: { id: booking.id, version: loadedVersion(booking.id), reason: reason.trim() || null },
            })
          ).data?.cancelBooking,
        `Booking #${booking.id} cancelled; room ${booking.room.roomNumber} is free for those dates`,
        'Failed to cancel the booking',
      ),
    [stayAction, cancelMutation, loadedVersion],
  );

  const reinstateBooking = useCallback<BookingActions['reinstateBooking']>(
    (booking) =>
      stayAction(
        async () =>
          (await reinstateMutation({ variables: { id: booking.id, version: loadedVersion(booking.id) } })).data?.reinstateBooking,
        `Booking #${booking.id} reinstated; room ${booking.room.roomNumber} is held for it again`,
        'Failed to reinstate the booking',
      ),
    [stayAction, reinstateMutation, loadedVersion],
  );

  const undoCheckIn = useCallback<BookingActions['undoCheckIn']>(
    (booking) =>
      stayAction(
        async () =>
          (await undoCheckInMutation({ variables: { id: booking.id, version: loadedVersion(booking.id) } })).data?.undoCheckIn,
        `Booking #${booking.id} is Reserved again: its check-in was undone`,
        'Failed to undo the check-in',
      ),
    [stayAction, undoCheckInMutation, loadedVersion],
  );

  return {
    cancelBooking,
    reinstateBooking,
    undoCheckIn,
    saving: created.loading || changed.loading || batchSaved.loading,
    createBooking,
    updateBooking,
    deleteBooking,
    saveBatch,
  };
}
