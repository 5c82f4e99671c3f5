import { lazy, Suspense, type ComponentType } from 'react';
import { TAB_LOADERS } from '../console-preload';
import type { ConsoleTabId } from '../console-tabs';
import { TabLoading } from './tab-loading';

/** Which component renders each console tab. A tab's content lives in its own module's page component. */
const TAB_COMPONENTS: Record<ConsoleTabId, ComponentType> = {
  dashboard: lazy(TAB_LOADERS.dashboard),
  'front-desk': lazy(TAB_LOADERS['front-desk']),
  'night-audit': lazy(TAB_LOADERS['night-audit']),
  bookings: lazy(TAB_LOADERS.bookings),
  housekeeping: lazy(TAB_LOADERS.housekeeping),
  guests: lazy(TAB_LOADERS.guests),
  reports: lazy(TAB_LOADERS.reports),
  employees: lazy(TAB_LOADERS.employees),
  activity: lazy(TAB_LOADERS.activity),
  admin: lazy(TAB_LOADERS.admin),
  settings: lazy(TAB_LOADERS.settings),
};

export function ConsoleTabContent({ tabId }: { tabId: ConsoleTabId }) {
  const TabComponent = TAB_COMPONENTS[tabId];
  return (
    <Suspense fallback={<TabLoading />}>
      <TabComponent />
    </Suspense>
  );
}
