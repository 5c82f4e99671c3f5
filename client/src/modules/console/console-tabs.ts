/**
 * The hotel console's tabs, chosen by the second path segment (spec 2): /hotel is the dashboard,
 * /hotel/<segment> the others. Which component renders each tab is in components/console-tab-content.tsx.
 */
import { MANAGERS, roleAllows, type Role, type RoleGroup } from '@core/roles';

export type ConsoleTabId =
  | 'dashboard'
  | 'front-desk'
  | 'bookings'
  | 'housekeeping'
  | 'guests'
  | 'reports'
  | 'employees'
  | 'activity'
  | 'admin'
  | 'settings';

export interface ConsoleTab {
  id: ConsoleTabId;
  /** The tab bar's text. */
  label: string;
  path: string;
  /** Only admins who are not impersonating a hotel see it. */
  adminOnly: boolean;
  /** The roles that see it (as the server admits them); every role when absent. */
  roles?: RoleGroup;
}

export const CONSOLE_TABS: readonly ConsoleTab[] = [
  { id: 'dashboard', label: 'Dashboard', path: '/hotel', adminOnly: false },
  // Issue 14: the front office's day, first after the dashboard.
  { id: 'front-desk', label: 'Front Desk', path: '/hotel/front-desk', adminOnly: false },
  { id: 'bookings', label: 'Bookings', path: '/hotel/bookings', adminOnly: false },
  { id: 'housekeeping', label: 'Housekeeping', path: '/hotel/housekeeping', adminOnly: false },
  { id: 'guests', label: 'Guests', path: '/hotel/guests', adminOnly: false },
  { id: 'reports', label: 'Reports', path: '/hotel/reports', adminOnly: false },
  { id: 'employees', label: 'Employees', path: '/hotel/employees', adminOnly: false },
  { id: 'activity', label: 'Activity', path: '/hotel/activity', adminOnly: false, roles: MANAGERS },
  { id: 'admin', label: 'Admin', path: '/hotel/admin', adminOnly: true },
  { id: 'settings', label: 'Settings', path: '/hotel/settings', adminOnly: false },
];

export interface ConsoleViewer {
  isAdmin: boolean;
  isImpersonating: boolean;
  /** The signed-in person's role, once the session says it. */
  role?: Role;
}

export function canUseAdminTab(viewer: ConsoleViewer): boolean {
  return viewer.isAdmin && !viewer.isImpersonating;
}

export function visibleConsoleTabs(viewer: ConsoleViewer): ConsoleTab[] {
  return CONSOLE_TABS.filter(
    (tab) => (!tab.adminOnly || canUseAdminTab(viewer)) && (!tab.roles || !viewer.role || roleAllows(tab.roles, viewer.role)),
  );
}

/** The tab for /hotel/<segment>; no segment is the dashboard; an unknown segment gives undefined. */
export function consoleTabForSegment(segment: string | undefined): ConsoleTab | undefined {
  if (segment === undefined || segment === '') return CONSOLE_TABS[0];
  return CONSOLE_TABS.find((tab) => tab.id !== 'dashboard' && tab.id === segment);
}
