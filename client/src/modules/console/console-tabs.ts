import { DESK, EVERYONE, MANAGERS, roleAllows, type Role, type RoleGroup } from '@core/roles';

/**
 * The hotel console's tabs, chosen by the second path segment (spec 2): /hotel is the dashboard,
 * /hotel/<segment> the others. Which component renders each tab is in components/console-tab-content.tsx.
 */

export type ConsoleTabId =
  | 'dashboard'
  | 'front-desk'
  | 'night-audit'
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
  /**
   * Who may open it (issue 15): the roles of core/roles.ts's group, the same group the server's routes and
   * fields of that screen name; 'admin' is the admin panel, for admins who are not impersonating a hotel.
   */
  access: RoleGroup | 'admin';
}

/** The one table of which screen each role may open. */
export const CONSOLE_TABS: readonly ConsoleTab[] = [
  { id: 'dashboard', label: 'Dashboard', path: '/hotel', access: DESK },
  // Issue 14: the front office's day, first after the dashboard.
  { id: 'front-desk', label: 'Front Desk', path: '/hotel/front-desk', access: DESK },
  // Issue 25: the desk closes the day beside the Front Desk (the server's night audit is DESK's).
  { id: 'night-audit', label: 'Night Audit', path: '/hotel/night-audit', access: DESK },
  { id: 'bookings', label: 'Bookings', path: '/hotel/bookings', access: DESK },
  { id: 'housekeeping', label: 'Housekeeping', path: '/hotel/housekeeping', access: EVERYONE },
  { id: 'guests', label: 'Guests', path: '/hotel/guests', access: DESK },
  { id: 'reports', label: 'Reports', path: '/hotel/reports', access: MANAGERS },
  { id: 'employees', label: 'Employees', path: '/hotel/employees', access: MANAGERS },
  { id: 'activity', label: 'Activity', path: '/hotel/activity', access: MANAGERS },
  { id: 'admin', label: 'Admin', path: '/hotel/admin', access: 'admin' },
  { id: 'settings', label: 'Settings', path: '/hotel/settings', access: MANAGERS },
];

export interface ConsoleViewer {
  isAdmin: boolean;
  isImpersonating: boolean;
  /** The signed-in person's role; null for a role this client does not know (it may then open nothing). */
  role: Role | null;
}

export function canUseAdminTab(viewer: Pick<ConsoleViewer, 'isAdmin' | 'isImpersonating'>): boolean {
  return viewer.isAdmin && !viewer.isImpersonating;
}

/** Whether the viewer may open the tab. The admin tab opens for everyone: its page says who may use it. */
export function mayOpenConsoleTab(tab: ConsoleTab, viewer: ConsoleViewer): boolean {
  if (tab.access === 'admin') return true;
  return viewer.role !== null && roleAllows(tab.access, viewer.role);
}

/** The tab bar: the tabs the viewer may use (the admin tab only for an admin in their own session). */
export function visibleConsoleTabs(viewer: ConsoleViewer): ConsoleTab[] {
  return CONSOLE_TABS.filter((tab) => (tab.access === 'admin' ? canUseAdminTab(viewer) : mayOpenConsoleTab(tab, viewer)));
}

/**
 * Where the viewer's console opens: the dashboard, or the first tab their role may use (the Housekeeping tab
 * for a housekeeper). Undefined when no tab is theirs.
 */
export function homeConsoleTab(viewer: ConsoleViewer): ConsoleTab | undefined {
  return CONSOLE_TABS.find((tab) => tab.access !== 'admin' && mayOpenConsoleTab(tab, viewer));
}

/** The tab for /hotel/<segment>; no segment is the dashboard; an unknown segment gives undefined. */
export function consoleTabForSegment(segment: string | undefined): ConsoleTab | undefined {
  if (segment === undefined || segment === '') return CONSOLE_TABS[0];
  return CONSOLE_TABS.find((tab) => tab.id !== 'dashboard' && tab.id === segment);
}
