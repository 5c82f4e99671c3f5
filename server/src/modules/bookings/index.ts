/**
 * The bookings module's front door: what other modules, the rest of the server and the CLI may use.
 * Re-exports only; everything else in this folder is the module's own (docs/conventions.md, "Who may import whom").
 */
export { bookingFieldsOf } from './booking-fields';
export { BOOKING_VIEW_COLUMNS, BOOKING_VIEW_FROM, type BookingRow, toView } from './booking-list';
export { overlapConflict } from './booking-overlap';
export { BookingTotals } from './booking-totals.entity';
export { Booking } from './booking.entity';
export { type BookingDto, type BookingView, toBookingDto } from './booking.mapper';
export { BookingType } from './booking.types';
export { renewDueStays, type RenewalRun } from './auto-renewal';
export { startRenewalRuns } from './renewal-runs';
export { chargeEndedAgreements } from './long-stay-due';
export { insertBookingFrom } from './create-booking';
export { isOverlapViolation } from './booking-overlap';
export { loadPricingContext, priceBooking, type PricingContext } from './booking-pricing';
export { applyStayActionIn } from './stay-actions';
