import { useQuery } from '@apollo/client/react';
import { isTimeZone, todayInZone } from '@core/stay-dates';
import { DEFAULT_TIMEZONE } from '@core/timezones';
import { useEffect, useState } from 'react';
import '../../../ui/grid/handsontable-setup';
import { Page } from '../../../ui/page';
import { BusinessDateNotice } from '../../night-audit/components/business-date-notice';
import { CalendarConflicts } from '../../calendar-sync/components/calendar-conflicts';
import { DashboardQuery } from '../graphql/dashboard-query';
import { DashboardSettingsQuery } from '../graphql/dashboard-settings-query';
import { AvailabilityBoard } from './availability-board';
import { SummaryCards, SummaryCardsError, SummaryCardsLoading } from './summary-cards';
import { WelcomeCard } from './welcome-card';
import './dashboard.css';

const TODAY_CHECK_MS = 60_000;

/** The Dashboard tab of the hotel console: summary cards, the room availability board, the welcome card. */
export function DashboardPage() {
  // Always asks the server too: bookings made on other tabs change every card.
  const summary = useQuery(DashboardQuery, { fetchPolicy: 'cache-and-network' });
  const settings = useQuery(DashboardSettingsQuery);
  const timezone = hotelTimezone(settings.data?.settings);
  const today = useHotelToday(timezone);

  return (
    <Page
      title="Dashboard"
      subtitle={`${longDate(today)} · ${timezone.replace(/_/g, ' ')}`}
      // Issue 25: the books' date, and a warning when ended days wait for the night audit.
      actions={<BusinessDateNotice />}
    >
      <CalendarConflicts />
      {summary.data ? (
        <SummaryCards summary={summary.data.dashboard} />
      ) : summary.error ? (
        <SummaryCardsError />
      ) : (
        <SummaryCardsLoading />
      )}
      {settings.data || settings.error ? <AvailabilityBoard today={today} /> : null}
      <WelcomeCard />
    </Page>
  );
}

function hotelTimezone(settings: readonly { key: string; value: string }[] | undefined): string {
  const value = settings?.find((setting) => setting.key === 'timezone')?.value;
  return value && isTimeZone(value) ? value : DEFAULT_TIMEZONE;
}

/** The hotel's today, moving on at midnight in its timezone while the dashboard stays open. */
function useHotelToday(timezone: string): string {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setTick((tick) => tick + 1), TODAY_CHECK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return todayInZone(timezone);
}

/** "Saturday, November 21, 2026" for a calendar date (no zone: the date is already the hotel's). */
function longDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}
