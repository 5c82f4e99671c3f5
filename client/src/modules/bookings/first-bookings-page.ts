import type { ApolloClient } from '@apollo/client';
import {
  FIRST_SCREEN_FRESH_MS,
  firstScreenReadsOpen,
  startFirstScreenRead,
  takeFirstScreenRead,
} from '../../app/first-screen-reads';
import type { BookingFieldsFragment } from '../../gql/graphql';
import { BookingHotelTaxesQuery } from './graphql/booking-hotel-taxes-query';
import { BookingSettingsQuery } from './graphql/booking-settings-query';
import { BookingsQuery } from './graphql/bookings-query';
import type { SearchVariables } from './hooks/booking-filters';

/** Bookings are read a page at a time, where the clerk looks; no screen loads a hotel's whole history. */
export const BOOKINGS_PAGE_SIZE = 100;

/** The search Recent Bookings opens with: everything, most recently created first. */
export const DEFAULT_BOOKING_VARIABLES: SearchVariables = {
  search: null,
  from: null,
  to: null,
  rateType: null,
  status: null,
  stayStatus: null,
  source: null,
  sort: null,
};

export interface BookingsPageRead {
  offset: number;
  nodes: BookingFieldsFragment[];
  total: number;
}

/** One page of the bookings matching `vars`, outside Apollo's normalized cache. */
export async function readBookingsPage(client: ApolloClient, page: number, vars: SearchVariables): Promise<BookingsPageRead> {
  const { data } = await client.query({
    query: BookingsQuery,
    variables: { ...vars, first: BOOKINGS_PAGE_SIZE, offset: page * BOOKINGS_PAGE_SIZE },
    fetchPolicy: 'no-cache',
  });
  if (!data) throw new Error('No bookings in the answer');
  return { offset: page * BOOKINGS_PAGE_SIZE, nodes: data.bookings.nodes, total: data.bookings.totalCount };
}

const firstPageKey = (vars: SearchVariables) => `bookings:${JSON.stringify(vars)}`;

/**
 * Start-up on /hotel/bookings: Recent Bookings' first page asked at once, beside the session check, and the
 * hotel's settings and taxes into Apollo's cache (the page takes them from there): the grid's
 * column titles (Tax 1, Tax 2) are then known when it first draws, where their later answer drew the
 * 10,000-row grid a second time just before the clerk's first click.
 */
export function startFirstBookingsPage(client: ApolloClient): void {
  startFirstScreenRead(firstPageKey(DEFAULT_BOOKING_VARIABLES), () => readBookingsPage(client, 0, DEFAULT_BOOKING_VARIABLES));
  if (!firstScreenReadsOpen()) return;
  setupAskedAt = Date.now();
  for (const query of [BookingSettingsQuery, BookingHotelTaxesQuery]) void client.query({ query }).catch(() => undefined);
}

let setupAskedAt: number | null = null;

/**
 * Whether the hotel's settings and taxes were asked at start-up, a moment ago: the page then takes them from
 * Apollo's cache (or the request still on its way) instead of asking the server a second time. Not "once":
 * a page whose first render suspends (its state is then thrown away) asks again when it renders for good.
 */
export function bookingSetupJustAsked(): boolean {
  return setupAskedAt !== null && Date.now() - setupAskedAt <= FIRST_SCREEN_FRESH_MS;
}

/** The first page of `vars` read at start-up, if it was (once). */
export function takeFirstBookingsPage(vars: SearchVariables): Promise<BookingsPageRead> | undefined {
  return takeFirstScreenRead<BookingsPageRead>(firstPageKey(vars));
}
