import { describe, expect, it } from 'vitest';
import { consoleTabForSegment, visibleConsoleTabs } from './console-tabs';

const ids = (tabs: { id: string }[]) => tabs.map((tab) => tab.id);

describe('consoleTabForSegment', () => {
  it.each([
    [undefined, 'dashboard'],
    ['', 'dashboard'],
    ['front-desk', 'front-desk'],
    ['bookings', 'bookings'],
    ['housekeeping', 'housekeeping'],
    ['guests', 'guests'],
    ['reports', 'reports'],
    ['employees', 'employees'],
    ['admin', 'admin'],
    ['settings', 'settings'],
  ])('maps /hotel/%s to %s', (segment, id) => {
    expect(consoleTabForSegment(segment)?.id).toBe(id);
  });

  it.each(['dashboard', 'Bookings', 'nope'])('knows no tab called %s', (segment) => {
    expect(consoleTabForSegment(segment)).toBeUndefined();
  });
});

describe('visibleConsoleTabs', () => {
  it('shows the admin tab to an admin who is not impersonating', () => {
    expect(ids(visibleConsoleTabs({ isAdmin: true, isImpersonating: false }))).toEqual([
      'dashboard',
      'front-desk',
      'bookings',
      'housekeeping',
      'guests',
      'reports',
      'employees',
      'activity',
      'admin',
      'settings',
    ]);
  });

  it.each([
    { isAdmin: false, isImpersonating: false },
    { isAdmin: true, isImpersonating: true },
    { isAdmin: false, isImpersonating: true },
  ])('hides it otherwise (%o)', (viewer) => {
    expect(ids(visibleConsoleTabs(viewer))).toEqual([
      'dashboard',
      'front-desk',
      'bookings',
      'housekeeping',
      'guests',
      'reports',
      'employees',
      'activity',
      'settings',
    ]);
  });

  it('shows the Activity tab to Owners and Managers only', () => {
    const tabsOf = (role: 'Owner' | 'Manager' | 'Front Desk' | 'Housekeeping') =>
      ids(visibleConsoleTabs({ isAdmin: false, isImpersonating: false, role }));
    expect(tabsOf('Owner')).toContain('activity');
    expect(tabsOf('Manager')).toContain('activity');
    expect(tabsOf('Front Desk')).not.toContain('activity');
    expect(tabsOf('Housekeeping')).not.toContain('activity');
  });
});
