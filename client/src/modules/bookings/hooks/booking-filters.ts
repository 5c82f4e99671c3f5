import { bookingSearchSchema, type BookingSort, type BookingSortKey } from '@core/schemas/booking-search.schema';
import { addDays, isCalendarDate } from '@core/stay-dates';

/**
 * What the clerk asks Recent Bookings for: a search text, the stays from one date through another (both
 * inclusive, as a clerk reads "from 03/01 through 03/31"), a rate type, a payment status, a stay status and
 * where the booking came from (its source: Desk, Online or Batch) ('' is any), and a sort (null: most recently
 * created first).
 */
export interface BookingFilters {
  search: string;
  from: string;
  through: string;
  rateType: string;
  status: string;
  stayStatus: string;
  source: string;
  sort: BookingSort | null;
}

export const NO_FILTERS: BookingFilters = {
  search: '',
  from: '',
  through: '',
  rateType: '',
  status: '',
  stayStatus: '',
  source: '',
  sort: null,
};

/** The bookings query's arguments for the filters, or the core schema's message when they cannot be asked. */
export interface SearchVariables {
  search: string | null;
  from: string | null;
  to: string | null;
  rateType: string | null;
  status: string | null;
  stayStatus: string | null;
  source: string | null;
  sort: string | null;
}

export type FiltersCheck = { ok: true; variables: SearchVariables } | { ok: false; message: string };

export function searchVariables(filters: BookingFilters): FiltersCheck {
  // The server's window is [from, to): the day after "through" ends it.
  const to = isCalendarDate(filters.through) ? addDays(filters.through, 1) : filters.through;
  const sort = filters.sort ? `${filters.sort.descending ? '-' : ''}${filters.sort.key}` : '';
  const parsed = bookingSearchSchema.safeParse({
    search: filters.search,
    from: filters.from,
    to,
    rateType: filters.rateType,
    status: filters.status,
    stayStatus: filters.stayStatus,
    source: filters.source,
    sort,
  });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Invalid search';
    return { ok: false, message: message === 'The To date must be after the From date' ? THROUGH_MESSAGE : message };
  }
  const query = parsed.data;
  return {
    ok: true,
    variables: {
      search: query.search,
      from: query.from,
      to: query.to,
      rateType: query.rateType,
      status: query.status,
      stayStatus: query.stayStatus,
      source: query.source,
      sort: sort || null,
    },
  };
}

export const THROUGH_MESSAGE = 'The Through date must not be before the From date';

export function isFiltered(filters: BookingFilters): boolean {
  return Boolean(
    filters.search.trim() ||
    filters.from ||
    filters.through ||
    filters.rateType ||
    filters.status ||
    filters.stayStatus ||
    filters.source,
  );
}

/** A header pressed again: ascending, then descending, then back to the default order. */
export function nextSort(current: BookingSort | null, key: BookingSortKey): BookingSort | null {
  if (current?.key !== key) return { key, descending: false };
  return current.descending ? null : { key, descending: true };
}
