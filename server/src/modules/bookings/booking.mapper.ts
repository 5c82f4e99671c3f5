import type { BookingStatus, RateType } from '@core/booking-choices';
import type { StayStatus } from '@core/stay-status';
import { folioBalance } from '@core/folio';
import { formatMoney } from '@core/money';
import type { Booking } from './booking.entity';

export interface BookingRoomDto {
  id: number;
  roomNumber: string;
  roomTypeName: string | null;
}

/** A booking as /api and GraphQL show it (spec section 3): money as "0.00" strings, the room nested. */
export interface BookingDto {
  id: number;
  roomId: number;
  room: BookingRoomDto;
  guest: string;
  guestId: number | null;
  checkInDate: string;
  rateType: RateType;
  nights: number;
  checkOutDate: string;
  dailyWeeklyAmount: string;
  monthlyAmount: string;
  subtotal: string;
  taxAmount: string;
  resortFee: string;
  grandTotal: string;
  /** The folio's extras (parking, pet fee…): owed besides the grand total. */
  extras: string;
  paidAmount: string;
  /** Grand total and extras less what was paid (the folio's balance). */
  balance: string;
  paymentMethod: string;
  status: BookingStatus;
  /** Where the stay stands (Reserved, Checked In, Checked Out, Cancelled, No Show), beside the payment status. */
  stayStatus: StayStatus;
  /** Why it was cancelled, as the desk wrote it; null otherwise. */
  cancelReason: string | null;
  /** Raised by one with every change: an update may name the version it was based on (409 when older). */
  version: number;
  createdAt: string;
}

/**
 * What the mapper reads of a booking: the entity (its room and room type loaded: the service populates
 * them) or a list's plain row (booking-list.ts), which has the same shape.
 */
export type BookingView = Pick<
  Booking,
  | 'id'
  | 'guestName'
  | 'checkInDate'
  | 'checkOutDate'
  | 'rateType'
  | 'nights'
  | 'dailyWeeklyAmountCents'
  | 'monthlyAmountCents'
  | 'subtotalCents'
  | 'taxAmountCents'
  | 'resortFeeCents'
  | 'grandTotalCents'
  | 'extrasCents'
  | 'paidAmountCents'
  | 'paymentMethod'
  | 'status'
  | 'stayStatus'
  | 'cancelReason'
  | 'version'
  | 'createdAt'
> & {
  room: { id: number; roomNumber: string; roomType?: { name: string } | null };
  guest?: { id: number } | null;
};

export function toBookingDto(booking: BookingView): BookingDto {
  return {
    id: booking.id,
    roomId: booking.room.id,
    room: { id: booking.room.id, roomNumber: booking.room.roomNumber, roomTypeName: booking.room.roomType?.name ?? null },
    guest: booking.guestName,
    guestId: booking.guest?.id ?? null,
    checkInDate: booking.checkInDate,
    rateType: booking.rateType,
    nights: booking.nights,
    checkOutDate: booking.checkOutDate,
    dailyWeeklyAmount: formatMoney(booking.dailyWeeklyAmountCents),
    monthlyAmount: formatMoney(booking.monthlyAmountCents),
    subtotal: formatMoney(booking.subtotalCents),
    taxAmount: formatMoney(booking.taxAmountCents),
    resortFee: formatMoney(booking.resortFeeCents),
    grandTotal: formatMoney(booking.grandTotalCents),
    extras: formatMoney(booking.extrasCents),
    paidAmount: formatMoney(booking.paidAmountCents),
    balance: formatMoney(folioBalance(booking.grandTotalCents, booking.extrasCents, booking.paidAmountCents)),
    paymentMethod: booking.paymentMethod,
    status: booking.status,
    stayStatus: booking.stayStatus,
    cancelReason: booking.cancelReason ?? null,
    version: booking.version,
    createdAt: booking.createdAt.toISOString(),
  };
}
