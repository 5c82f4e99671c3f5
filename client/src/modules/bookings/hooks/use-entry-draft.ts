import { BOOKING_FLAGS, type BookingFlag } from '@core/booking-choices';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { z } from 'zod';
import type { EntryRow } from '../grid/entry-row';

export const LEAVE_DRAFT_CONFIRMATION =
  'The booking in the entry form is not saved yet. Leave anyway? It is kept as a draft and comes back when you return to Bookings.';

const draftKey = (hotelId: number) => `innkeep.bookingDraft.${hotelId}`;

const moneyText = z.string();
// A yes/no cell; a draft kept before it was a column has none, a new booking's (no agreement, no renewal).
const flagCell = z.union([z.boolean(), z.string()]).default(false);
const flagCells = Object.fromEntries(BOOKING_FLAGS.map((flag) => [flag, flagCell])) as Record<BookingFlag, typeof flagCell>;
const entryRowSchema = z.object({
  room: z.string(),
  guest: z.string(),
  checkInDate: z.string(),
  rateType: z.string(),
  nights: z.union([z.number(), z.string()]),
  checkOutDate: z.string(),
  dailyWeeklyAmount: moneyText,
  monthlyAmount: moneyText,
  subtotal: moneyText,
  taxAmount: moneyText,
  resortFee: moneyText,
  grandTotal: moneyText,
  paidAmount: moneyText,
  balance: moneyText,
  status: z.string(),
  // A draft kept before extras were carried has none: a new booking's (blank).
  extras: moneyText.default(''),
  roomId: z.number().nullable(),
  guestId: z.number().nullable(),
  pickedGuestName: z.string().nullable(),
  paymentMethod: z.string(),
  ...flagCells,
  rates: z.object({ dailyRate: moneyText, weeklyRate: moneyText, monthlyRate: moneyText }).nullable(),
  typedNights: z.number().nullable(),
  totalTyped: z.boolean(),
});

/**
 * What the browser keeps: the entry rows as typed (several after a paste of spreadsheet rows), and the
 * booking they edit (null for new ones) at its version. A draft kept before several rows has one `row`.
 */
const entryDraftSchema = z
  .object({
    editingId: z.number().int().positive().nullable(),
    // A draft kept before versions has none: the edit is then based on the booking as loaded.
    editingVersion: z.number().int().positive().nullable().default(null),
    rows: z.array(entryRowSchema).min(1).optional(),
    row: entryRowSchema.optional(),
  })
  .transform(({ rows, row, ...draft }, context) => {
    const kept = rows ?? (row ? [row] : null);
    if (!kept) {
      context.addIssue({ code: 'custom', message: 'A draft has rows' });
      return z.NEVER;
    }
    return { ...draft, rows: kept };
  });

export type EntryDraft = { editingId: number | null; editingVersion: number | null; rows: EntryRow[] };

/** The hotel's draft kept in this browser, or null (none, or unreadable). */
export function readEntryDraft(hotelId: number | undefined): EntryDraft | null {
  if (hotelId === undefined) return null;
  try {
    const stored = window.localStorage.getItem(draftKey(hotelId));
    const parsed = stored ? entryDraftSchema.safeParse(JSON.parse(stored)) : null;
    return parsed?.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * A half-typed booking survives a tab switch and a reload (spec: issue 12 item 10): it is kept in this
 * browser under the hotel's id, so that another hotel signed in later never sees it, and dropped when the
 * booking is saved or cleared. Leaving the Bookings tab or the page with it asks first.
 */
export function useEntryDraft(hotelId: number | undefined, initiallyDirty: boolean) {
  const dirty = useRef(initiallyDirty);

  const keep = (draft: EntryDraft) => {
    dirty.current = true;
    if (hotelId === undefined) return;
    try {
      window.localStorage.setItem(draftKey(hotelId), JSON.stringify(draft));
    } catch {
      // A full or disabled storage only loses the reload safety net; the form itself is unaffected.
    }
  };

  const drop = () => {
    dirty.current = false;
    if (hotelId === undefined) return;
    try {
      window.localStorage.removeItem(draftKey(hotelId));
    } catch {
      // As above.
    }
  };

  // Another tab of the console (the route's tab segment changes), or another page of the app.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(LEAVE_DRAFT_CONFIRMATION)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  // Closing or reloading the page: the browser's own question.
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirty.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  return { keep, drop };
}
