import { isCalendarDate } from '@core/stay-dates';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { BookingRoom } from './use-booking-setup';

/** The Bookings link that starts a new booking of a room, e.g. from empty nights of the availability board. */
export const newBookingPath = (roomId: number, checkInDate: string, nights: number) =>
  `/hotel/bookings?room=${roomId}&checkIn=${checkInDate}&nights=${nights}`;

/**
 * Starts the booking named by `?room={id}&checkIn={date}&nights={n}` once the rooms are known, then drops the
 * parameters so that a reload does not start it again. A room that no longer exists is ignored.
 */
export function useStartFromLink(
  ready: boolean,
  rooms: readonly BookingRoom[],
  start: (room: BookingRoom, checkInDate: string, nights: number) => void,
) {
  const [params, setParams] = useSearchParams();
  const roomId = Number(params.get('room'));
  const checkInDate = params.get('checkIn') ?? '';
  const nights = Number(params.get('nights') ?? '1');

  useEffect(() => {
    if (!ready || !params.has('room')) return;
    setParams(
      (current) => {
        for (const name of ['room', 'checkIn', 'nights']) current.delete(name);
        return current;
      },
      { replace: true },
    );
    const room = rooms.find((candidate) => candidate.id === roomId);
    if (room && isCalendarDate(checkInDate) && Number.isInteger(nights) && nights >= 1) start(room, checkInDate, nights);
  }, [ready, roomId, checkInDate, nights]);
}
