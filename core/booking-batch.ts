import { DomainError } from './errors';
import { formatShortUs, type CalendarDate } from './stay-dates';

/** A stay one row of a batch writes, kept to check the later rows against it. */
export interface BatchStay {
  /** 1-based position in the batch. */
  row: number;
  /** The booking the row updates; null for a new one. */
  bookingId: number | null;
  roomId: number;
  roomNumber: string;
  checkInDate: CalendarDate;
  checkOutDate: CalendarDate;
}

/**
 * The earlier row whose stay overlaps this one in the same room (check-out day = next check-in is fine).
 * A row that updates a booking an earlier row also wrote replaces that row's stay, so it is not its own rival.
 */
export function overlappingBatchStay(earlier: readonly BatchStay[], stay: BatchStay): BatchStay | null {
  return (
    earlier.find(
      (other) =>
        other.roomId === stay.roomId &&
        (stay.bookingId === null || other.bookingId !== stay.bookingId) &&
        other.checkInDate < stay.checkOutDate &&
        stay.checkInDate < other.checkOutDate,
    ) ?? null
  );
}

/** The stays the batch holds after `stay` is written: an update's earlier stay of the same booking is gone. */
export function withBatchStay(earlier: readonly BatchStay[], stay: BatchStay): BatchStay[] {
  return [...earlier.filter((other) => stay.bookingId === null || other.bookingId !== stay.bookingId), stay];
}

export function batchOverlapMessage(other: BatchStay): string {
  return `overlaps row ${other.row} (Room ${other.roomNumber}, ${formatShortUs(other.checkInDate)} to ${formatShortUs(other.checkOutDate)})`;
}

/** The refusal of a whole batch: the failing row's own error, its position in front, the status kept. */
export function rowError(row: number, error: DomainError): DomainError {
  return new DomainError(error.code, `Row ${row}: ${error.message}`, error.retryAfterSeconds);
}
