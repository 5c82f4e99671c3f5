import { useCallback, useState, type ReactNode } from 'react';
import { BookingHistoryDialog } from '../components/booking-history-dialog';
import type { HistoryLabels } from '../history-entry';

/** The History action of a bookings screen: `show(id)` opens the dialog that `dialog` renders. */
export function useBookingHistory(labels: HistoryLabels): { show: (bookingId: number) => void; dialog: ReactNode } {
  const [bookingId, setBookingId] = useState<number | null>(null);
  const show = useCallback((id: number) => setBookingId(id), []);
  const dialog = <BookingHistoryDialog bookingId={bookingId} labels={labels} onClose={() => setBookingId(null)} />;
  return { show, dialog };
}
