import { useCallback, useState, type ReactNode } from 'react';
import { FolioDialog } from '../components/folio-dialog';

/** The Folio action of a bookings screen: `show(id)` opens the dialog that `dialog` renders. */
export function useFolio(): { show: (bookingId: number) => void; dialog: ReactNode } {
  const [bookingId, setBookingId] = useState<number | null>(null);
  const show = useCallback((id: number) => setBookingId(id), []);
  const dialog = <FolioDialog bookingId={bookingId} onClose={() => setBookingId(null)} />;
  return { show, dialog };
}
