import { compareRoomNumbers } from '@core/room-inventory';
import { cents, formatMoney } from '@core/money';
import type { RequestContext } from '../../context';
import { requireSession } from '../accounts/guards';
import type { GuestInput } from '@core/schemas/guest.schema';
import { Guest } from '../guests/guest.entity';
import { guestDetails } from '../guests/guest.mapper';
import { RoomType } from '../room-types/room-type.entity';
import { Room } from '../rooms/room.entity';

export const HOTEL_EXPORT_FORMAT = 'innkeep-hotels';
export const HOTEL_EXPORT_VERSION = 1;

/** What `innkeep hotel export` writes: the JSON `innkeep hotel import` reads (no ids, no password). */
export interface HotelExportFile {
  format: typeof HOTEL_EXPORT_FORMAT;
  version: typeof HOTEL_EXPORT_VERSION;
  exportedAt: string;
  hotels: ExportedHotel[];
}

export interface ExportedHotel {
  name: string;
  email: string;
  phoneNumber: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  country: string | null;
  website: string | null;
  numberOfRooms: number | null;
  roomTypes: { name: string; dailyRate: string; weeklyRate: string; monthlyRate: string }[];
  rooms: { roomNumber: string; roomType: string | null }[];
  /** As the guest schema reads them back on import. */
  guests: GuestInput[];
}

/** The signed-in (or CLI-scoped) hotel's account, room types, rooms and guests, read through its tenant filter. */
export async function exportHotel(ctx: RequestContext, now = new Date()): Promise<HotelExportFile> {
  const hotel = requireSession(ctx).actingHotel;
  const [roomTypes, rooms, guests] = await Promise.all([
    ctx.em.find(RoomType, {}, { orderBy: { name: 'asc', id: 'asc' } }),
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
        name: hotel.name,
        email: hotel.email,
        phoneNumber: hotel.phoneNumber ?? null,
        address: hotel.address ?? null,
        city: hotel.city ?? null,
        state: hotel.state ?? null,
        zipCode: hotel.zipCode ?? null,
        country: hotel.country ?? null,
        website: hotel.website ?? null,
        numberOfRooms: hotel.numberOfRooms ?? null,
        roomTypes: roomTypes.map((type) => ({
          name: type.name,
          dailyRate: money(type.dailyRateCents),
          weeklyRate: money(type.weeklyRateCents),
          monthlyRate: money(type.monthlyRateCents),
        })),
        rooms: rooms
          .sort((a, b) => compareRoomNumbers(a.roomNumber, b.roomNumber))
          .map((room) => ({ roomNumber: room.roomNumber, roomType: room.roomType?.name ?? null })),
        guests: guests.map(guestDetails),
      },
    ],
  };
}
