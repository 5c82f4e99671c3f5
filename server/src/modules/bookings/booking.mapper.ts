import type { BookingSource, BookingStatus, RateType } from '@core/booking-choices';
import type { StayStatus } from '@core/stay-status';
import { folioBalance } from '@core/folio';
import { addMoney, formatMoney, ZERO, type Cents } from '@core/money';
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
  /** A written long-stay agreement: exempts the stay from night 1 under tax rules that say so. */
  longStayAgreement: boolean;
  status: BookingStatus;
  /** Where the stay stands (Reserved, Checked In, Checked Out, Cancelled, No Show), beside the payment status. */
  stayStatus: StayStatus;
  /** Why it was cancelled, as the desk wrote it; null otherwise. */
  cancelReason: string | null;
  /** The renewal job extends the stay's chain by one period as its check-out nears (issue 26). */
  autoRenew: boolean;
  /** Why the last renewal was refused (the room taken, the demo's limit); null otherwise. */
  renewalError: string | null;
  /** Where the booking came from: Desk, Online (the guests' booking page) or Batch (a paste or fill). */
  source: BookingSource;
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
  | 'longStayAgreement'
  | 'status'
  | 'stayStatus'
  | 'cancelReason'
  | 'autoRenew'
  | 'renewalError'
  | 'source'
  | 'version'
  | 'createdAt'
> & {
  room: { id: number; roomNumber: string; roomType?: { name: string } | null };
  guest?: { id: number } | null;
  /** The folio's adjustments (issue 25), counted in the balance; none when not read. */
  adjustmentsCents?: Cents;
  /** Its taxes' taxed nights under the long-stay rules (null or not read: every night). */
  tax1TaxedNights?: number | null;
  tax2TaxedNights?: number | null;
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
    balance: formatMoney(
      folioBalance(
        booking.grandTotalCents,
        addMoney(booking.extrasCents, booking.adjustmentsCents ?? ZERO),
        booking.paidAmountCents,
      ),
    ),
    paymentMethod: booking.paymentMethod,
    longStayAgreement: booking.longStayAgreement,
    status: booking.status,
    stayStatus: booking.stayStatus,
    cancelReason: booking.cancelReason ?? null,
    autoRenew: booking.autoRenew,
    renewalError: booking.renewalError ?? null,
    source: booking.source,
    version: booking.version,
    createdAt: booking.createdAt.toISOString(),
  };
}
