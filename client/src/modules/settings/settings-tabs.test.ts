import { describe, expect, it } from 'vitest';
import { SETTINGS_TABS, searchWithSettingsTab, settingsTabFromParam, settingsTabPath } from './settings-tabs';

describe('settings tabs', () => {
  it('lists the five tabs of the spec in order, then Online Booking', () => {
    expect(SETTINGS_TABS.map((tab) => tab.label)).toEqual([
      'Hotel Information',
      'Room Types & Rooms',
      'Amenities',
      'Tax Rates',
      'Rate Periods',
      'Online Booking',
    ]);
  });

  it('reads the tab from ?tab=, falling back to Hotel Information', () => {
    expect(settingsTabFromParam('rooms')).toBe('rooms');
    expect(settingsTabFromParam('rate-periods')).toBe('rate-periods');
    expect(settingsTabFromParam(null)).toBe('hotel');
    expect(settingsTabFromParam('')).toBe('hotel');
    expect(settingsTabFromParam('Rooms')).toBe('hotel');
    expect(settingsTabFromParam('constructor')).toBe('hotel');
  });

  it('links the default tab without a parameter and the others with one', () => {
    expect(settingsTabPath('hotel')).toBe('/hotel/settings');
    expect(settingsTabPath('rooms')).toBe('/hotel/settings?tab=rooms');
    expect(settingsTabPath('tax-rates')).toBe('/hotel/settings?tab=tax-rates');
    expect(settingsTabPath('online-booking')).toBe('/hotel/settings?tab=online-booking');
  });

  it('keeps other query parameters when the tab changes', () => {
    const search = new URLSearchParams('tab=rooms&x=1');
    expect(searchWithSettingsTab(search, 'amenities').toString()).toBe('tab=amenities&x=1');
    expect(searchWithSettingsTab(search, 'hotel').toString()).toBe('x=1');
    expect(search.toString()).toBe('tab=rooms&x=1');
  });
});
