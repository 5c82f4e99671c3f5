import { useQuery } from '@apollo/client/react';
import { isTimeZone } from '@core/stay-dates';
import { DEFAULT_TIMEZONE } from '@core/timezones';
import { BarChart3, DollarSign, Landmark } from 'lucide-react';
import { useSearchParams } from 'react-router';
import '../../../ui/grid/handsontable-setup';
import { Page } from '../../../ui/page';
import { Skeleton } from '../../../ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/tabs';
import { ReportSettingsQuery } from '../graphql/report-settings-query';
import { REPORTS_TABS, REPORTS_TAB_PARAM, reportsTabFromParam, searchWithReportsTab, type ReportsTabId } from '../reports-tabs';
import { RevenueReports } from './revenue-reports';
import { StatisticsView } from './statistics-view';
import { TaxReportView } from './tax-report-view';
import './reports.css';

const TAB_ICONS = { revenue: DollarSign, statistics: BarChart3, tax: Landmark } as const;

/**
 * The Reports tab of the hotel console (Owners and Managers): the Financial Reports of spec section 2, and
 * beside them the statistics by the night and the month's tax report, the chosen view in the address
 * (?tab=statistics, ?tab=tax).
 */
export function ReportsPage() {
  const settings = useQuery(ReportSettingsQuery);
  const settingsKnown = Boolean(settings.data || settings.error);
  const setting = (key: string) => settings.data?.settings.find((entry) => entry.key === key)?.value ?? '';
  const timezone = isTimeZone(setting('timezone')) ? setting('timezone') : DEFAULT_TIMEZONE;

  const [search, setSearch] = useSearchParams();
  const tab = reportsTabFromParam(search.get(REPORTS_TAB_PARAM));
  const selectTab = (id: string) => {
    const next = reportsTabFromParam(id);
    // Replacing the address rather than stacking history: Back leaves the Reports tab.
    if (next.id !== tab.id)
      setSearch((current) => searchWithReportsTab(current, next.id), { replace: true, preventScrollReset: true });
  };

  return (
    <Page title="Financial Reports" subtitle={tab.subtitle}>
      <Tabs value={tab.id} onValueChange={selectTab}>
        <TabsList aria-label="Reports">
          {REPORTS_TABS.map(({ id, label }) => {
            const Icon = TAB_ICONS[id];
            return (
              <TabsTrigger key={id} value={id}>
                <Icon aria-hidden="true" />
                {label}
              </TabsTrigger>
            );
          })}
        </TabsList>
        {REPORTS_TABS.map(({ id }) => (
          <TabsContent key={id} value={id}>
            {/* The year and the range start from today on the hotel's clock: its settings come first. */}
            {!settingsKnown ? (
              <Skeleton className="report-settings-skeleton" />
            ) : (
              <ReportView id={id} hotelName={setting('motel_name')} timezone={timezone} />
            )}
          </TabsContent>
        ))}
      </Tabs>
    </Page>
  );
}

function ReportView({ id, hotelName, timezone }: { id: ReportsTabId; hotelName: string; timezone: string }) {
  if (id === 'revenue') return <RevenueReports hotelName={hotelName} timezone={timezone} />;
  return id === 'statistics' ? <StatisticsView timezone={timezone} /> : <TaxReportView timezone={timezone} />;
}
