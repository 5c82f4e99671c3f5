import { roleRefusal } from '@core/roles';
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { AccessDenied } from '../../../app/access-denied';
import { NotFoundCard } from '../../../app/not-found-page';
import { roleOf } from '../../../app/role';
import { useAuth } from '../../../app/use-auth';
import { consoleTabForSegment, homeConsoleTab, mayOpenConsoleTab, visibleConsoleTabs, type ConsoleViewer } from '../console-tabs';
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
  // The person too: a colleague signing in at the same desk gets their own console (and their role's tabs).
  return <HotelConsoleScreen key={account ? `${account.id}:${account.user.id}:${account.isImpersonating}` : 'none'} />;
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

  const viewer: ConsoleViewer = { ...account, role: roleOf(account.user.role) };
  const home = homeConsoleTab(viewer);
  // /hotel opens the dashboard; a person whose role may not use it (a housekeeper) starts on their own tab.
  if (tab?.id === 'dashboard' && !segment && home && !mayOpenConsoleTab(tab, viewer)) {
    return <Navigate to={home.path} replace />;
  }

  return (
    <div className="console">
      <ConsoleHeader account={account} licenceLabel={licenceLabel} onLogout={() => void logout()} {...actions} />
      <ConsoleTabNav tabs={visibleConsoleTabs(viewer)} activeId={tab?.id} />
      <main className="console-main">
        <div className="console-content">
          {tab && !mayOpenConsoleTab(tab, viewer) ? (
            <AccessDenied
              message={viewer.role ? `${roleRefusal(viewer.role)} screen.` : 'Your sign-in does not allow this screen.'}
              returnTo={home && { path: home.path, label: home.label }}
            />
          ) : tab ? (
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
