import { useQuery } from '@apollo/client/react';
import type { EntryMode } from '@core/booking-engine';
import { todayInZone } from '@core/stay-dates';
import { DEFAULT_TIMEZONE } from '@core/timezones';
import { useCallback, useMemo, useState } from 'react';
import type { BookingRoomsQuery } from '../../../gql/graphql';
import { bookingSetupJustAsked } from '../first-bookings-page';
import { BookingHotelTaxesQuery } from '../graphql/booking-hotel-taxes-query';
import { BookingRoomsQuery as RoomsDocument } from '../graphql/booking-rooms-query';
import { BookingSettingsQuery } from '../graphql/booking-settings-query';
import { roomLabel } from '../grid/cell-values';
import type { PricingSettings } from '../grid/entry-row';
import { toHotelTaxes, toScheduledTaxes, toTaxTitles, type TaxTitles } from '../grid/hotel-taxes';

export type BookingRoom = BookingRoomsQuery['rooms'][number];

export interface BookingSetup {
  rooms: BookingRoom[];
  /** "101 – Deluxe King" per room, in room order: the Room dropdown's choices. */
  roomLabels: string[];
  roomByLabel: Map<string, BookingRoom>;
  /** The hotel timezone when the setting exists (shown in the header); 'today' is computed in it. */
  timezone: string | null;
  pricing: PricingSettings;
  taxTitles: TaxTitles;
  /** The taxes (Recent Bookings' column titles) not answered yet, the first time. */
  taxesLoading: boolean;
  /** The hotel's today, "YYYY-MM-DD": the default check-in. */
  today: () => string;
  loading: boolean;
}

/**
 * Rooms, settings and taxes: what the entry row needs before a clerk can type. The rooms are asked once
 * `roomsWanted` (after Recent Bookings' first page: on the single-threaded server a 10,000-room list
 * answered first held that page back by a second).
 */
export function useBookingSetup(roomsWanted = true): BookingSetup {
  // Rooms, settings and taxes change on the Settings tab: show what is cached, and ask the server again.
  // The rooms are read fresh each time and kept out of Apollo's normalized cache: normalizing a 10,000-room
  // hotel's rooms took a second before the grid could show.
  const rooms = useQuery(RoomsDocument, { fetchPolicy: 'no-cache', skip: !roomsWanted });
  // Asked at start-up a moment ago (first-bookings-page): what the cache holds is fresh.
  const [fresh] = useState(bookingSetupJustAsked);
  const fetchPolicy = fresh ? 'cache-first' : 'cache-and-network';
  const settings = useQuery(BookingSettingsQuery, { fetchPolicy });
  const taxes = useQuery(BookingHotelTaxesQuery, { fetchPolicy });

  const settingMap = useMemo(
    () => new Map((settings.data?.settings ?? []).map((setting) => [setting.key, setting.value] as const)),
    [settings.data],
  );
  const timezone = settingMap.get('timezone')?.trim() || settingMap.get('hotel_timezone')?.trim() || null;
  const entryMode: EntryMode = settingMap.get('total_rate_entry') === '1' ? 'total' : 'base';
  const hotelTaxes = taxes.data?.hotelTaxes;
  const pricing = useMemo<PricingSettings>(
    () => ({ taxes: toHotelTaxes(hotelTaxes), scheduledTaxes: toScheduledTaxes(hotelTaxes), entryMode }),
    [hotelTaxes, entryMode],
  );
  const taxTitles = useMemo(() => toTaxTitles(hotelTaxes), [hotelTaxes]);

  const roomList = useMemo(() => rooms.data?.rooms ?? [], [rooms.data]);
  const roomLabels = useMemo(() => roomList.map((room) => roomLabel(room.roomNumber, room.roomType?.name)), [roomList]);
  const roomByLabel = useMemo(
    () => new Map(roomList.map((room, index) => [roomLabels[index], room] as const)),
    [roomList, roomLabels],
  );

  const today = useCallback(() => {
    try {
      return todayInZone(timezone ?? DEFAULT_TIMEZONE);
    } catch {
      return todayInZone(DEFAULT_TIMEZONE);
    }
  }, [timezone]);

  return {
    rooms: roomList,
    roomLabels,
    roomByLabel,
    timezone,
    pricing,
    taxTitles,
    taxesLoading: taxes.loading && !taxes.data,
    today,
    loading:
      !roomsWanted || (rooms.loading && !rooms.data) || (settings.loading && !settings.data) || (taxes.loading && !taxes.data),
  };
}
