import { BedDouble, Building2, CalendarRange, Globe, Percent, Sparkles, type LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '../../../ui/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/tabs';
import { AmenitiesTab } from '../../amenities/components/amenities-tab';
import { OnlineBookingTab } from '../../online-booking/components/online-booking-tab';
import { RatePeriodsTab } from '../../rate-periods/components/rate-periods-tab';
import { RoomManagementTab } from '../../rooms/components/room-management-tab';
import { TaxRatesTab } from '../../tax-rates/components/tax-rates-tab';
import {
  SETTINGS_TABS,
  SETTINGS_TAB_PARAM,
  searchWithSettingsTab,
  settingsTabFromParam,
  type SettingsTabId,
} from '../settings-tabs';
import { HotelInformationTab } from './hotel-information-tab';
import './settings.css';

const TAB_PARTS: Record<SettingsTabId, { Content: ComponentType; Icon: LucideIcon }> = {
  hotel: { Content: HotelInformationTab, Icon: Building2 },
  rooms: { Content: RoomManagementTab, Icon: BedDouble },
  amenities: { Content: AmenitiesTab, Icon: Sparkles },
  'tax-rates': { Content: TaxRatesTab, Icon: Percent },
  'rate-periods': { Content: RatePeriodsTab, Icon: CalendarRange },
  'online-booking': { Content: OnlineBookingTab, Icon: Globe },
};

/**
 * The Settings tab of the hotel console (spec 2): five tabs and Online Booking, the chosen one in the address
 * (/hotel/settings?tab=rooms), so links and reloads open the same tab.
 */
export function SettingsPage() {
  const [search, setSearch] = useSearchParams();
  const tab = settingsTabFromParam(search.get(SETTINGS_TAB_PARAM));

  const selectTab = (id: string) => {
    const next = settingsTabFromParam(id);
    if (next === tab) return;
    // Switching tabs replaces the address rather than stacking history: Back leaves Settings.
    setSearch((current) => searchWithSettingsTab(current, next), { replace: true, preventScrollReset: true });
  };

  return (
    <Page
      title="Settings"
      subtitle="Hotel information, rooms, amenities, taxes, rate periods and online booking."
      className="settings-page"
    >
      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList aria-label="Settings" className="settings-tabs">
          {SETTINGS_TABS.map(({ id, label }) => {
            const { Icon } = TAB_PARTS[id];
            return (
              <TabsTrigger key={id} value={id}>
                <Icon aria-hidden="true" />
                {label}
              </TabsTrigger>
            );
          })}
        </TabsList>
        {SETTINGS_TABS.map(({ id }) => {
          const { Content } = TAB_PARTS[id];
          return (
            <TabsContent key={id} value={id}>
              <Content />
            </TabsContent>
          );
        })}
      </Tabs>
    </Page>
  );
}
