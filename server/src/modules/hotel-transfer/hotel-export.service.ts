import { compareRoomNumbers } from '@core/room-inventory';
import { cents, formatMoney } from '@core/money';
import type { RequestContext } from '../../context';
import { hotelDetails, type HotelDetailsDto, requireSession } from '../accounts';
import type { GuestInput } from '@core/schemas/guest.schema';
import { Guest, guestDetails } from '../guests';
import { RoomType, roomTypeViews } from '../room-types';
import { Room } from '../rooms';

export const HOTEL_EXPORT_FORMAT = 'innkeep-hotels';
export const HOTEL_EXPORT_VERSION = 1;

/** What `innkeep hotel export` writes: the JSON `innkeep hotel import` reads (no ids, no password). */
export interface HotelExportFile {
  format: typeof HOTEL_EXPORT_FORMAT;
  version: typeof HOTEL_EXPORT_VERSION;
  exportedAt: string;
  hotels: ExportedHotel[];
}

export interface ExportedHotel extends HotelDetailsDto {
  roomTypes: { name: string; dailyRate: string; weeklyRate: string; monthlyRate: string }[];
  rooms: { roomNumber: string; roomType: string | null }[];
  /** As the guest schema reads them back on import. */
  guests: GuestInput[];
}

/** The signed-in (or CLI-scoped) hotel's account, room types, rooms and guests, read through its tenant filter. */
export async function exportHotel(ctx: RequestContext, now = new Date()): Promise<HotelExportFile> {
  const hotel = requireSession(ctx).actingHotel;
  const [roomTypes, rooms, guests] = await Promise.all([
    // Each with the rates in force today (a change from a date is not carried: issue 26).
    ctx.em.find(RoomType, {}, { orderBy: { name: 'asc', id: 'asc' } }).then((types) => roomTypeViews(ctx.em, types)),
    ctx.em.find(Room, {}, { populate: ['roomType'], orderBy: { id: 'asc' } }),
    ctx.em.find(Guest, {}, { orderBy: { lastName: 'asc', firstName: 'asc', id: 'asc' } }),
  ]);
  const money = (amount: number) => formatMoney(cents(amount));
  return {
    format: HOTEL_EXPORT_FORMAT,
    version: HOTEL_EXPORT_VERSION,
    exportedAt: now.toISOString(),
    hotels: [
      {
        ...hotelDetails(hotel),
        roomTypes: roomTypes.map(({ roomType, rates }) => ({
          name: roomType.name,
          dailyRate: money(rates.dailyRateCents),
          weeklyRate: money(rates.weeklyRateCents),
          monthlyRate: money(rates.monthlyRateCents),
        })),
        rooms: rooms
          .sort((a, b) => compareRoomNumbers(a.roomNumber, b.roomNumber))
          .map((room) => ({ roomNumber: room.roomNumber, roomType: room.roomType?.name ?? null })),
        guests: guests.map(guestDetails),
      },
    ],
  };
}
