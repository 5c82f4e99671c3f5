import type { BookingFieldsFragment, BookingInput } from '../../../gql/graphql';
import type { RowEdit } from '../../../ui/grid/use-grid-row-edits';
import { toast } from '../../../ui/toast';
import { bookingBatchFields, type BookingRow } from '../grid/booking-row';
import type { BookingActions } from './use-booking-actions';
import type { BookingEntry } from './use-booking-entry';
import { useStableCallback } from './use-stable-callback';

const DELETE_CONFIRMATION = 'Are you sure you want to delete this booking?';

export interface RecentBookingEditsOptions {
  pages: { find: (id: number) => BookingFieldsFragment | undefined; refresh: () => Promise<unknown> };
  actions: Pick<BookingActions, 'updateBooking' | 'deleteBooking' | 'saveBatch'>;
  entry: Pick<BookingEntry, 'editingId' | 'openForEdit' | 'startNew'>;
}

/**
 * What Recent Bookings' rows do: open a booking in the entry form, delete one (after asking), and save the
 * edits typed, pasted or undone in the grid; each callback keeps its identity between renders.
 */
export function useRecentBookingEdits({ pages, actions, entry }: RecentBookingEditsOptions) {
  const edit = useStableCallback((id: number) => {
    const booking = pages.find(id);
    if (booking) entry.openForEdit(booking);
  });

  const remove = useStableCallback(async (id: number) => {
    if (!window.confirm(DELETE_CONFIRMATION)) return;
    if ((await actions.deleteBooking(id)) && entry.editingId === id) entry.startNew();
  });
  const onDelete = useStableCallback((id: number) => void remove(id));

  const saveRow = useStableCallback(async (id: number, input: BookingInput) => (await actions.updateBooking(id, input)) !== null);

  /** A paste or fill over saved bookings, agreed to, or its undo: one batch of only the changed cells. */
  const saveBatch = useStableCallback(async (rows: RowEdit<BookingRow>[]) => {
    const result = await actions.saveBatch(
      rows.map((row) => ({ id: row.id, ...bookingBatchFields(row.cells) })),
      'Failed to update bookings',
    );
    if (result.ok) {
      const count = result.bookings.length;
      toast({
        title: 'Success',
        description: count === 1 ? 'Booking updated successfully' : `${count} bookings updated successfully`,
      });
    }
    // Refused (someone else changed a booking meanwhile, say): the rows show the bookings as they are now.
    else void pages.refresh().catch(() => undefined);
    return result.ok;
  });

  const refuse = useStableCallback((message: string) =>
    toast({ variant: 'destructive', title: 'Failed to update booking', description: message }),
  );

  return { edit, onDelete, saveRow, saveBatch, refuse };
}
