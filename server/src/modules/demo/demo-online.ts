import type { BookingSource } from '@core/booking-choices';
import type { Em } from '../../db/orm';
import { OnlineBookingPage } from '../online-booking';

/**
 * The demo hotel takes bookings online: its booking page is on (at /book/harborview-inn for the demo's own
 * email; another demo in the same database gets its id after that name, as the address is unique), and about
 * one stay in four of a guest with an email came in through it.
 */
export const DEMO_PAGE_SLUG = 'harborview-inn';

export const DEMO_PAGE = {
  enabled: true,
  minNights: 1,
  maxDaysAhead: 365,
  cancellationDays: 2,
  description:
    'A small inn on the Old Port: harbor views, a short walk to the ferries, breakfast from the bakery next door. Free cancellation until two days before you arrive.',
  roomTypeIds: null,
} as const;

/** Where each of the demo's stays came from, in order: every fourth stay of a guest with an email was booked online. */
export function demoSources(stays: readonly { guestId: number | null }[], guestsWithEmail: ReadonlySet<number>): BookingSource[] {
  let withEmail = 0;
  return stays.map((stay) => {
    if (stay.guestId === null || !guestsWithEmail.has(stay.guestId)) return 'Desk';
    withEmail += 1;
    return withEmail % 4 === 1 ? 'Online' : 'Desk';
  });
}

/** Turns the demo's booking page on, at DEMO_PAGE_SLUG when no other hotel has it. */
export async function openDemoPage(db: Em, hotel: number): Promise<string> {
  // Across hotels on purpose (the demo module is named in tenant-sql.test.ts): the address is unique.
  const taken = await db.count(OnlineBookingPage, { slug: DEMO_PAGE_SLUG }, { filters: false });
  const slug = taken > 0 ? `${DEMO_PAGE_SLUG}-${hotel}` : DEMO_PAGE_SLUG;
  db.create(OnlineBookingPage, { ...DEMO_PAGE, hotel, slug, updatedAt: new Date() });
  await db.flush();
  return slug;
}
