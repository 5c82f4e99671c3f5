/**
 * The hotel timezones offered in settings (spec section 2): 6 US, 4 Canada, 5 Europe, 4 Asia and
 * 3 Australia zones, New York by default. 'Today' for a hotel is computed in the chosen zone.
 */
export const TIMEZONE_GROUPS = ['US', 'Canada', 'Europe', 'Asia', 'Australia'] as const;
export type TimezoneGroup = (typeof TIMEZONE_GROUPS)[number];

export interface TimezoneOption {
  value: string;
  label: string;
  group: TimezoneGroup;
}

export const DEFAULT_TIMEZONE = 'America/New_York';

export const TIMEZONE_OPTIONS: readonly TimezoneOption[] = [
  { value: 'America/New_York', label: 'Eastern Time (New York)', group: 'US' },
  { value: 'America/Chicago', label: 'Central Time (Chicago)', group: 'US' },
  { value: 'America/Denver', label: 'Mountain Time (Denver)', group: 'US' },
  { value: 'America/Phoenix', label: 'Mountain Time, no DST (Phoenix)', group: 'US' },
  { value: 'America/Los_Angeles', label: 'Pacific Time (Los Angeles)', group: 'US' },
  { value: 'Pacific/Honolulu', label: 'Hawaii Time (Honolulu)', group: 'US' },
  { value: 'America/Toronto', label: 'Eastern Time (Toronto)', group: 'Canada' },
  { value: 'America/Vancouver', label: 'Pacific Time (Vancouver)', group: 'Canada' },
  { value: 'America/Edmonton', label: 'Mountain Time (Edmonton)', group: 'Canada' },
  { value: 'America/Halifax', label: 'Atlantic Time (Halifax)', group: 'Canada' },
  { value: 'Europe/London', label: 'London', group: 'Europe' },
  { value: 'Europe/Paris', label: 'Paris', group: 'Europe' },
  { value: 'Europe/Berlin', label: 'Berlin', group: 'Europe' },
  { value: 'Europe/Madrid', label: 'Madrid', group: 'Europe' },
  { value: 'Europe/Rome', label: 'Rome', group: 'Europe' },
  { value: 'Asia/Tokyo', label: 'Tokyo', group: 'Asia' },
  { value: 'Asia/Shanghai', label: 'Shanghai', group: 'Asia' },
  { value: 'Asia/Singapore', label: 'Singapore', group: 'Asia' },
  { value: 'Asia/Kolkata', label: 'India (Kolkata)', group: 'Asia' },
  { value: 'Australia/Sydney', label: 'Sydney', group: 'Australia' },
  { value: 'Australia/Brisbane', label: 'Brisbane', group: 'Australia' },
  { value: 'Australia/Perth', label: 'Perth', group: 'Australia' },
];

export function isOfferedTimezone(value: unknown): value is string {
  return typeof value === 'string' && TIMEZONE_OPTIONS.some((option) => option.value === value);
}

/** The settings select's groups, in the order shown. */
export function timezoneOptionsByGroup(): { group: TimezoneGroup; options: TimezoneOption[] }[] {
  return TIMEZONE_GROUPS.map((group) => ({
    group,
    options: TIMEZONE_OPTIONS.filter((option) => option.group === group),
  }));
}

export function timezoneLabel(value: string): string {
  return TIMEZONE_OPTIONS.find((option) => option.value === value)?.label ?? value;
}
