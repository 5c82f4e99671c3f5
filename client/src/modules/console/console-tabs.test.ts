import type { Role } from '@core/roles';
import { describe, expect, it } from 'vitest';
import { CONSOLE_TABS, consoleTabForSegment, homeConsoleTab, mayOpenConsoleTab, visibleConsoleTabs } from './console-tabs';

const ids = (tabs: { id: string }[]) => tabs.map((tab) => tab.id);

describe('consoleTabForSegment', () => {
  it.each([
    [undefined, 'dashboard'],
    ['', 'dashboard'],
    ['front-desk', 'front-desk'],
    ['night-audit', 'night-audit'],
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
    expect(ids(visibleConsoleTabs({ isAdmin: true, isImpersonating: false, role: 'Owner' }))).toEqual([
      'dashboard',
      'front-desk',
      'night-audit',
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
    { isAdmin: false, isImpersonating: false, role: 'Owner' as const },
    { isAdmin: true, isImpersonating: true, role: 'Owner' as const },
    { isAdmin: false, isImpersonating: true, role: 'Owner' as const },
  ])('hides it otherwise (%o)', (viewer) => {
    expect(ids(visibleConsoleTabs(viewer))).toEqual([
      'dashboard',
      'front-desk',
      'night-audit',
      'bookings',
      'housekeeping',
      'guests',
      'reports',
      'employees',
      'activity',
      'settings',
    ]);
  });
});

describe('the tabs each role may use (issue 15)', () => {
  const viewer = (role: Role | null) => ({ isAdmin: false, isImpersonating: false, role });

  it.each<[Role | null, string[]]>([
    [
      'Owner',
      [
        'dashboard',
        'front-desk',
        'night-audit',
        'bookings',
        'housekeeping',
        'guests',
        'reports',
        'employees',
        'activity',
        'settings',
      ],
    ],
    [
      'Manager',
      [
        'dashboard',
        'front-desk',
        'night-audit',
        'bookings',
        'housekeeping',
        'guests',
        'reports',
        'employees',
        'activity',
        'settings',
      ],
    ],
    ['Front Desk', ['dashboard', 'front-desk', 'night-audit', 'bookings', 'housekeeping', 'guests']],
    ['Housekeeping', ['housekeeping']],
    [null, []],
  ])('%s sees %j', (role, tabs) => {
    expect(ids(visibleConsoleTabs(viewer(role)))).toEqual(tabs);
  });

  it.each<[Role, string[]]>([
    ['Front Desk', ['reports', 'employees', 'activity', 'settings']],
    [
      'Housekeeping',
      ['dashboard', 'front-desk', 'night-audit', 'bookings', 'guests', 'reports', 'employees', 'activity', 'settings'],
    ],
  ])('%s may not open %j by URL', (role, refused) => {
    const closed = CONSOLE_TABS.filter((tab) => !mayOpenConsoleTab(tab, viewer(role)));
    expect(ids(closed)).toEqual(refused);
  });

  it('opens the admin tab to everyone: the admin page itself says who may use it', () => {
    const admin = CONSOLE_TABS.find((tab) => tab.id === 'admin')!;
    expect(mayOpenConsoleTab(admin, viewer('Housekeeping'))).toBe(true);
  });

  it.each<[Role | null, string | undefined]>([
    ['Owner', 'dashboard'],
    ['Front Desk', 'dashboard'],
    ['Housekeeping', 'housekeeping'],
    [null, undefined],
  ])('a %s starts on %s', (role, id) => {
    expect(homeConsoleTab(viewer(role))?.id).toBe(id);
  });
});
