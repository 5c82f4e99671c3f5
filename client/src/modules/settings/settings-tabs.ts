/**
 * The five tabs of Settings (spec 2) and Online Booking (the guests' booking page), addressable by URL:
 * /hotel/settings?tab=rooms opens Room Types & Rooms. Hotel Information is the default and has the bare
 * /hotel/settings address.
 */
export const SETTINGS_TABS = [
  { id: 'hotel', label: 'Hotel Information' },
  { id: 'rooms', label: 'Room Types & Rooms' },
  { id: 'amenities', label: 'Amenities' },
  { id: 'tax-rates', label: 'Tax Rates' },
  { id: 'rate-periods', label: 'Rate Periods' },
  { id: 'online-booking', label: 'Online Booking' },
] as const;

export type SettingsTabId = (typeof SETTINGS_TABS)[number]['id'];

export const DEFAULT_SETTINGS_TAB: SettingsTabId = 'hotel';
export const SETTINGS_TAB_PARAM = 'tab';
const SETTINGS_PATH = '/hotel/settings';

export function isSettingsTabId(value: unknown): value is SettingsTabId {
  return SETTINGS_TABS.some((tab) => tab.id === value);
}

/** The tab a ?tab= value names; anything unknown or missing opens Hotel Information. */
export function settingsTabFromParam(value: string | null | undefined): SettingsTabId {
  return isSettingsTabId(value) ? value : DEFAULT_SETTINGS_TAB;
}

/** The link that opens a tab: '/hotel/settings' for the default one, '/hotel/settings?tab=rooms' otherwise. */
export function settingsTabPath(id: SettingsTabId): string {
  return id === DEFAULT_SETTINGS_TAB ? SETTINGS_PATH : `${SETTINGS_PATH}?${SETTINGS_TAB_PARAM}=${id}`;
}

/** The query string after choosing a tab, other parameters kept: the default tab drops ?tab. */
export function searchWithSettingsTab(search: URLSearchParams, id: SettingsTabId): URLSearchParams {
  const next = new URLSearchParams(search);
  if (id === DEFAULT_SETTINGS_TAB) next.delete(SETTINGS_TAB_PARAM);
  else next.set(SETTINGS_TAB_PARAM, id);
  return next;
}
