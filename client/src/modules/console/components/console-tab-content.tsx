import { lazy, Suspense, type ComponentType } from 'react';
import type { ConsoleTabId } from '../console-tabs';
import { TabLoading } from './tab-loading';

// Every tab is its own chunk, loaded when first opened: the grids (Handsontable) never weigh on the landing
// and sign-in pages, and the console's first screen loads only the dashboard's code.
const DashboardPage = lazy(() => import('../../dashboard/components/dashboard-page').then((m) => ({ default: m.DashboardPage })));
const BookingsPage = lazy(() => import('../../bookings/components/bookings-page').then((m) => ({ default: m.BookingsPage })));
const GuestsPage = lazy(() => import('../../guests/components/guests-page').then((m) => ({ default: m.GuestsPage })));
const ReportsPage = lazy(() => import('../../reports/components/reports-page').then((m) => ({ default: m.ReportsPage })));
// Spec 2: the employees tab is loaded lazily.
const EmployeesPage = lazy(() => import('../../employees/components/employees-page'));
const AdminPage = lazy(() => import('../../admin/components/admin-page').then((m) => ({ default: m.AdminPage })));
const SettingsPage = lazy(() => import('../../settings/components/settings-page').then((m) => ({ default: m.SettingsPage })));

/** Which component renders each console tab. A tab's content lives in its own module's page component. */
const TAB_COMPONENTS: Record<ConsoleTabId, ComponentType> = {
  dashboard: DashboardPage,
  bookings: BookingsPage,
  guests: GuestsPage,
  reports: ReportsPage,
  employees: EmployeesPage,
  admin: AdminPage,
  settings: SettingsPage,
};

export function ConsoleTabContent({ tabId }: { tabId: ConsoleTabId }) {
  const TabComponent = TAB_COMPONENTS[tabId];
  return (
    <Suspense fallback={<TabLoading />}>
      <TabComponent />
    </Suspense>
  );
}
