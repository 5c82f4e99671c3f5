import { useEffect } from 'react';
import { useParams } from 'react-router';
import { NotFoundCard } from '../../../app/not-found-page';
import { useAuth } from '../../../app/use-auth';
import { consoleTabForSegment, visibleConsoleTabs } from '../console-tabs';
import { useConsoleActions } from '../hooks/use-console-actions';
import { useLicenceState } from '../hooks/use-licence-state';
import { SetupWizard } from '../../setup-wizard/components/setup-wizard';
import { ConsoleHeader } from './console-header';
import { ConsoleTabContent } from './console-tab-content';
import { ConsoleTabNav } from './console-tab-nav';
import './console.css';

/**
 * The hotel console, one instance per account session: another account (or the same one impersonated)
 * mounts a fresh console, so no tab keeps the previous account's state.
 */
export function HotelConsole() {
  const { account } = useAuth();
  return <HotelConsoleScreen key={account ? `${account.id}:${account.isImpersonating}` : 'none'} />;
}

/** The hotel console: header, tab bar and the tab picked by /hotel/:tab (the dashboard without one). */
function HotelConsoleScreen() {
  const { account, logout } = useAuth();
  const { tab: segment } = useParams();
  const licenceLabel = useLicenceState();
  const actions = useConsoleActions();
  const tab = consoleTabForSegment(segment);

  useEffect(() => {
    document.title = tab ? `${tab.label} · Innkeep` : 'Innkeep';
    return () => {
      document.title = 'Innkeep';
    };
  }, [tab]);

  // RequireAuth or MultiHotelPage only render the console for a signed-in hotel.
  if (!account) return null;

  return (
    <div className="console">
      <ConsoleHeader account={account} licenceLabel={licenceLabel} onLogout={() => void logout()} {...actions} />
      <ConsoleTabNav tabs={visibleConsoleTabs(account)} activeId={tab?.id} />
      <main className="console-main">
        <div className="console-content">
          {tab ? (
            <ConsoleTabContent key={tab.id} tabId={tab.id} />
          ) : (
            <div className="console-not-found">
              <NotFoundCard />
            </div>
          )}
        </div>
      </main>
      <SetupWizard />
    </div>
  );
}
