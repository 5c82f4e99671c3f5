import { BOOKING_SOURCES, BOOKING_STATUSES, RATE_TYPES } from '@core/booking-choices';
import { STAY_STATUSES } from '@core/stay-status';
import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../ui/button';
import { Input } from '../../../ui/input';
import { Label } from '../../../ui/label';
import { Select } from '../../../ui/select';
import { isFiltered, NO_FILTERS, type BookingFilters } from '../hooks/booking-filters';

const RATE_TYPE_OPTIONS = [{ value: '', label: 'All rate types' }, ...RATE_TYPES.map((type) => ({ value: type, label: type }))];
const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...BOOKING_STATUSES.map((status) => ({ value: status, label: status })),
];
const SOURCE_OPTIONS = [
  { value: '', label: 'All sources' },
  ...BOOKING_SOURCES.map((source) => ({ value: source, label: source })),
];
const STAY_STATUS_OPTIONS = [
  { value: '', label: 'All stays' },
  ...STAY_STATUSES.map((status) => ({ value: status, label: status })),
];

export interface RecentBookingsFiltersProps {
  filters: BookingFilters;
  /** The core schema's message when the filters cannot be asked (a Through date before the From date). */
  message: string | null;
  /** A new answer is on its way (the previous one stays on screen). */
  searching: boolean;
  onChange: (filters: BookingFilters) => void;
}

/**
 * "Find any booking": a search over guest names, room numbers and booking ids, and filters for the stay
 * dates, the rate type, the payment status, the stay status and the source (Desk, Online, Batch), all answered by
 * the server over the whole history.
 */
export function RecentBookingsFilters({ filters, message, searching, onChange }: RecentBookingsFiltersProps) {
  const id = useId();
  const set = (change: Partial<BookingFilters>) => onChange({ ...filters, ...change });
  return (
    <div className="recent-bookings-filters" role="search" aria-label="Find any booking" aria-busy={searching}>
      <div className="recent-bookings-filter recent-bookings-search">
        <Label htmlFor={`${id}-search`}>Search</Label>
        <div className="recent-bookings-search-box">
          <Search aria-hidden="true" />
          <Input
            id={`${id}-search`}
            type="search"
            value={filters.search}
            placeholder="Guest, room or #id"
            autoComplete="off"
            onChange={(event) => set({ search: event.target.value })}
          />
        </div>
      </div>
      <div className="recent-bookings-filter">
        <Label htmlFor={`${id}-from`}>Stays from</Label>
        <Input id={`${id}-from`} type="date" value={filters.from} onChange={(event) => set({ from: event.target.value })} />
      </div>
      <div className="recent-bookings-filter">
        <Label htmlFor={`${id}-through`}>Through</Label>
        <Input
          id={`${id}-through`}
          type="date"
          value={filters.through}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-message` : undefined}
          onChange={(event) => set({ through: event.target.value })}
        />
      </div>
      <div className="recent-bookings-filter">
        <Label htmlFor={`${id}-rate-type`}>Rate type</Label>
        <Select
          id={`${id}-rate-type`}
          value={filters.rateType}
          options={RATE_TYPE_OPTIONS}
          onChange={(event) => set({ rateType: event.target.value })}
        />
      </div>
      <div className="recent-bookings-filter">
        <Label htmlFor={`${id}-status`}>Payment status</Label>
        <Select
          id={`${id}-status`}
          value={filters.status}
          options={STATUS_OPTIONS}
          onChange={(event) => set({ status: event.target.value })}
        />
      </div>
      <div className="recent-bookings-filter">
        <Label htmlFor={`${id}-stay-status`}>Stay status</Label>
        <Select
          id={`${id}-stay-status`}
          value={filters.stayStatus}
          options={STAY_STATUS_OPTIONS}
          onChange={(event) => set({ stayStatus: event.target.value })}
        />
      </div>
      <div className="recent-bookings-filter">
        <Label htmlFor={`${id}-source`}>Source</Label>
        <Select
          id={`${id}-source`}
          value={filters.source}
          options={SOURCE_OPTIONS}
          onChange={(event) => set({ source: event.target.value })}
        />
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="recent-bookings-clear"
        disabled={!isFiltered(filters) && !filters.sort}
        onClick={() => onChange(NO_FILTERS)}
      >
        <X aria-hidden="true" />
        Clear filters
      </Button>
      {message && (
        <p id={`${id}-message`} className="recent-bookings-filter-message" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
