import { toBookingDto, type BookingDto } from '../bookings';
import type { FrontDesk } from './front-desk.service';

/** GET /api/hotel/front-desk: each item as GET /api/hotel/bookings shows a booking (stayStatus and balance in it). */
export interface FrontDeskDto {
  date: string;
  arrivals: BookingDto[];
  departures: BookingDto[];
  inHouse: BookingDto[];
  cancelledOrNoShow: BookingDto[];
}

export function toFrontDeskDto(desk: FrontDesk): FrontDeskDto {
  return {
    date: desk.date,
    arrivals: desk.arrivals.map(toBookingDto),
    departures: desk.departures.map(toBookingDto),
    inHouse: desk.inHouse.map(toBookingDto),
    cancelledOrNoShow: desk.cancelledOrNoShow.map(toBookingDto),
  };
}
