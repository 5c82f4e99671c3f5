import { formatMoney } from '@core/money';
import type { SettingKey } from '@core/schemas/settings.schema';
import type { GuestBooking } from './manage-booking';
import type { PublicPage } from './public-lookups';
import type { CreatedOnlineBooking } from './public-booking';
import type { RoomTypeQuote } from './public-availability';

/** GET /api/public/hotels/{slug}: what the page says of its hotel. */
export interface PublicHotelDto {
  name: string;
  address: string;
  city: string;
  state: string;
  description: string;
  minNights: number;
  maxDaysAhead: number;
  cancellationDays: number;
  currency: 'USD';
}

export function toPublicHotelDto(page: PublicPage, settings: Record<SettingKey, string>): PublicHotelDto {
  return {
    name: settings.motel_name,
    address: settings.motel_address,
    city: settings.motel_city,
    state: settings.motel_state,
    description: page.page.description,
    minNights: page.page.minNights,
    maxDaysAhead: page.page.maxDaysAhead,
    cancellationDays: page.page.cancellationDays,
    currency: 'USD',
  };
}

/** One room type of GET /api/public/hotels/{slug}/availability: no price when none of its rooms is free. */
export interface PublicRoomTypeDto {
  id: number;
  name: string;
  available: number;
  rateType: string | null;
  subtotal: string | null;
  taxes: { name: string; amount: string }[];
  total: string | null;
}

export function toPublicRoomTypeDto(quote: RoomTypeQuote): PublicRoomTypeDto {
  const { price } = quote;
  return {
    id: quote.id,
    name: quote.name,
    available: quote.available,
    rateType: price?.rateType ?? null,
    subtotal: price ? formatMoney(price.subtotal) : null,
    taxes: price?.taxes.map((tax) => ({ name: tax.name, amount: formatMoney(tax.amount) })) ?? [],
    total: price ? formatMoney(price.total) : null,
  };
}

/** POST /api/public/hotels/{slug}/bookings (201). */
export interface PublicBookingCreatedDto {
  reference: string;
  checkIn: string;
  checkOut: string;
  roomType: string;
  total: string;
  manageUrl: string;
}

export function toPublicBookingCreatedDto(created: CreatedOnlineBooking): PublicBookingCreatedDto {
  return {
    reference: created.reference,
    checkIn: created.checkIn,
    checkOut: created.checkOut,
    roomType: created.roomType,
    total: formatMoney(created.total),
    manageUrl: created.manageUrl,
  };
}

/** GET /api/public/bookings/{token}: the guest's own booking, money as "0.00", no database ids. */
export interface GuestBookingDto {
  reference: string | null;
  hotel: GuestBooking['hotel'];
  guestName: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  roomType: string;
  rateType: string;
  subtotal: string;
  taxes: { name: string; amount: string }[];
  total: string;
  currency: 'USD';
  status: string;
  cancellationPolicy: string;
  freeCancellationUntil: string;
  canCancel: boolean;
}

export function toGuestBookingDto(booking: GuestBooking): GuestBookingDto {
  return {
    reference: booking.reference,
    hotel: booking.hotel,
    guestName: booking.guestName,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    nights: booking.nights,
    roomType: booking.roomType,
    rateType: booking.rateType,
    subtotal: formatMoney(booking.subtotal),
    taxes: booking.taxes.map((tax) => ({ name: tax.name, amount: formatMoney(tax.amount) })),
    total: formatMoney(booking.total),
    currency: 'USD',
    status: booking.status,
    cancellationPolicy: booking.cancellationPolicy,
    freeCancellationUntil: booking.freeCancellationUntil,
    canCancel: booking.canCancel,
  };
}
