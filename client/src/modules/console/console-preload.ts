import type { ApolloClient } from '@apollo/client';
import type { ComponentType } from 'react';
import { dropFirstScreenReads } from '../../app/first-screen-reads';
import { MeQuery } from '../auth/graphql/me-query';
import { startFirstBookingsPage } from '../bookings/first-bookings-page';
import { startFirstBoardPage } from '../dashboard/first-board-page';
import { consoleTabForSegment, type ConsoleTabId } from './console-tabs';

// Start-up code (app/start-up.ts evaluates it before the rest of the app): no component and no stylesheet
// here, so that the order of the app's styles stays that of its components.

// Every tab is its own chunk, loaded when first opened: the grids (Handsontable) never weigh on the landing
// and sign-in pages, and the console's first screen loads only its own tab's code.
export const TAB_LOADERS: Record<ConsoleTabId, () => Promise<{ default: ComponentType }>> = {
  dashboard: () => import('../dashboard/components/dashboard-page').then((m) => ({ default: m.DashboardPage })),
  'front-desk': () => import('../front-desk/components/front-desk-page').then((m) => ({ default: m.FrontDeskPage })),
  'night-audit': () => import('../night-audit/components/night-audit-page').then((m) => ({ default: m.NightAuditPage })),
  bookings: () => import('../bookings/components/bookings-page').then((m) => ({ default: m.BookingsPage })),
  housekeeping: () => import('../housekeeping/components/housekeeping-page').then((m) => ({ default: m.HousekeepingPage })),
  guests: () => import('../guests/components/guests-page').then((m) => ({ default: m.GuestsPage })),
  reports: () => import('../reports/components/reports-page').then((m) => ({ default: m.ReportsPage })),
  // Spec 2: the employees tab is loaded lazily.
  employees: () => import('../employees/components/employees-page'),
  activity: () => import('../audit/components/activity-page').then((m) => ({ default: m.ActivityPage })),
  admin: () => import('../admin/components/admin-page').then((m) => ({ default: m.AdminPage })),
  settings: () => import('../settings/components/settings-page').then((m) => ({ default: m.SettingsPage })),
};

/**
 * The first read of the tabs whose first screen waits on a large one (a 10,000-room board, 10,000 bookings),
 * asked at start-up (see app/first-screen-reads).
 */
const FIRST_READS: Partial<Record<ConsoleTabId, (client: ApolloClient) => void>> = {
  dashboard: startFirstBoardPage,
  bookings: startFirstBookingsPage,
};

/**
 * Starts loading the code of the tab a console URL opens, while the session is still being checked, instead
 * of after it: the first screen then waits for one round trip fewer. (The browser keeps the module; the
 * tab's lazy component finds it loaded.) Its first read starts too, beside the session check rather than
 * after it and the tab's code; whatever clears the store (a sign-in, a sign-out, an impersonation) drops it.
 */
export function preloadConsoleTab(pathname: string, client: ApolloClient): void {
  const [first, second] = pathname.split('/').filter(Boolean);
  if (first !== 'hotel') return;
  const tab = consoleTabForSegment(second);
  if (!tab) return;
  // The session check too, now rather than once React has drawn the app (the auth provider's identical query
  // shares this request, or finds its answer in the cache): the console's first screen waits for it.
  void client.query({ query: MeQuery }).catch(() => undefined);
  void TAB_LOADERS[tab.id]().catch(() => undefined);
  const read = FIRST_READS[tab.id];
  if (!read) return;
  const drop = async () => dropFirstScreenReads();
  client.onClearStore(drop);
  client.onResetStore(drop);
  read(client);
}
