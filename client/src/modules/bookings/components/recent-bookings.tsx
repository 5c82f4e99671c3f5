import type { BookingSort } from '@core/schemas/booking-search.schema';
import { useMemo } from 'react';
import type { BookingInput } from '../../../gql/graphql';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card';
import { GridSkeleton } from '../../../ui/grid/grid-skeleton';
import { bookingHeaders } from '../grid/booking-columns';
import { pendingBookingRow, toBookingRow } from '../grid/booking-row';
import type { TaxTitles } from '../grid/hotel-taxes';
import { isFiltered, type BookingFilters } from '../hooks/booking-filters';
import { useStableCallback } from '../hooks/use-stable-callback';
import type { SparseBookings } from '../hooks/sparse-bookings';
import { RecentBookingsFilters } from './recent-bookings-filters';
import { RecentBookingsGrid, type RecentBookingsGridProps } from './recent-bookings-grid';

/** Spec section 9: five placeholder rows while the list loads. */
const SKELETON_ROWS = 5;
export const NO_BOOKINGS_TEXT = 'No bookings found. Create your first booking to get started.';
export const NO_MATCHES_TEXT = 'No bookings match the search and filters.';

export interface RecentBookingsProps {
  /** The matching bookings read so far, by their place in the list; the grid has a row for every place. */
  bookings: SparseBookings;
  /** The search the bookings answer (null before the first answer). */
  listKey: string | null;
  /** Changes when bookings move to other places (undo's row positions no longer hold). */
  layout: number;
  loading: boolean;
  searching: boolean;
  failed: boolean;
  taxTitles: TaxTitles;
  filters: BookingFilters;
  filtersMessage: string | null;
  onFiltersChange: (filters: BookingFilters) => void;
  /** The rows in view (first and last place): their pages are read. */
  onShowRows: (first: number, last: number) => void;
  onSaveRow: (id: number, input: BookingInput) => Promise<boolean>;
  onSaveBatch: RecentBookingsGridProps['onSaveBatch'];
  onRefuse: (message: string) => void;
  onEdit: (id: number) => void;
  onDelete: (id: number) => void;
  onHistory?: (id: number) => void;
  onFolio?: (id: number) => void;
  onStayAction?: RecentBookingsGridProps['onStayAction'];
  onSendConfirmation?: (id: number) => void;
}

/**
 * The Recent Bookings card: find any booking, then a 24rem scrolling grid with a row for every matching
 * booking, each page read as it scrolls into view (a row not read yet shows "…").
 */
export function RecentBookings(props: RecentBookingsProps) {
  const { bookings, loading, failed, taxTitles, filters } = props;
  const totalCount = bookings.total;
  // Fresh row objects whenever the bookings change: the grid writes into them.
  const rows = useMemo(
    () =>
      Array.from({ length: bookings.total }, (_, index) => {
        const booking = bookings.byIndex.get(index);
        return booking ? toBookingRow(booking) : pendingBookingRow();
      }),
    [bookings],
  );
  // Stable: a new function would draw the memoized grid (all its rows' heights) again on every render of the
  // page (each answer of the entry row's reads), while the clerk is about to click.
  const onSort = useStableCallback((sort: BookingSort | null) => props.onFiltersChange({ ...filters, sort }));

  return (
    <Card className="recent-bookings">
      <CardHeader className="recent-bookings-header">
        <CardTitle>Recent Bookings</CardTitle>
        {!loading && (totalCount > 0 || isFiltered(filters)) && (
          <span className="recent-bookings-count" role="status" aria-live="polite">
            {totalCount} {totalCount === 1 ? 'booking' : 'bookings'}
          </span>
        )}
      </CardHeader>
      <CardContent className="recent-bookings-body">
        <RecentBookingsFilters
          filters={filters}
          message={props.filtersMessage}
          searching={props.searching}
          onChange={props.onFiltersChange}
        />
        <div className="recent-bookings-area">
          {loading ? (
            <GridSkeleton
              columns={bookingHeaders(taxTitles)}
              rows={SKELETON_ROWS}
              label="Loading bookings"
              rowTestId="booking-placeholder-row"
            />
          ) : failed ? (
            <p className="recent-bookings-empty recent-bookings-error">Failed to load bookings</p>
          ) : rows.length === 0 ? (
            <p className="recent-bookings-empty">{isFiltered(filters) ? NO_MATCHES_TEXT : NO_BOOKINGS_TEXT}</p>
          ) : (
            <RecentBookingsGrid
              rows={rows}
              taxTitles={taxTitles}
              sort={filters.sort}
              onSort={onSort}
              onSaveRow={props.onSaveRow}
              onSaveBatch={props.onSaveBatch}
              onRefuse={props.onRefuse}
              onEdit={props.onEdit}
              onDelete={props.onDelete}
              onHistory={props.onHistory}
              onFolio={props.onFolio}
              onStayAction={props.onStayAction}
              onSendConfirmation={props.onSendConfirmation}
              listKey={props.listKey}
              layout={props.layout}
              onShowRows={props.onShowRows}
            />
          )}
        </div>
      </CardContent>
    </Card>
  );
}
