import {
  BrushCleaning,
  CalendarDays,
  ChartColumn,
  ConciergeBell,
  History,
  ContactRound,
  LayoutDashboard,
  MoonStar,
  Settings,
  ShieldCheck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { cx } from '../../../ui/class-names';
import type { ConsoleTab, ConsoleTabId } from '../console-tabs';

const TAB_ICONS: Record<ConsoleTabId, LucideIcon> = {
  dashboard: LayoutDashboard,
  'front-desk': ConciergeBell,
  'night-audit': MoonStar,
  bookings: CalendarDays,
  housekeeping: BrushCleaning,
  guests: Users,
  reports: ChartColumn,
  employees: ContactRound,
  activity: History,
  admin: ShieldCheck,
  settings: Settings,
};

export interface ConsoleTabNavProps {
  tabs: readonly ConsoleTab[];
  activeId: ConsoleTabId | undefined;
}

/** The console's tab bar: real links, so Tab, Enter, middle-click and the back button all work. */
export function ConsoleTabNav({ tabs, activeId }: ConsoleTabNavProps) {
  return (
    <nav className="console-tabs" aria-label="Hotel console">
      <ul className="console-tabs-list">
        {tabs.map((tab) => {
          const Icon = TAB_ICONS[tab.id];
          const active = tab.id === activeId;
          return (
            <li key={tab.id}>
              <Link
                to={tab.path}
                className={cx('console-tab', active && 'console-tab-active')}
                aria-current={active ? 'page' : undefined}
              >
                <Icon aria-hidden="true" />
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
