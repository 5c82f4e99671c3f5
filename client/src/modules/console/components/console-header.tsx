import { Eraser, LogOut, ShieldCheck, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Account } from '../../../app/auth-context';
import { Badge } from '../../../ui/badge';
import { Brand } from '../../../ui/brand';
import { Button, buttonClassName } from '../../../ui/button';
import { cx } from '../../../ui/class-names';
import { TWO_FACTOR_PATH } from '../../account/two-factor-state';
import { ClearOperationalDataDialog } from '../../operational-data/components/clear-operational-data-dialog';
import type { ConsoleActions } from '../hooks/use-console-actions';
import type { LicenceLabel } from '../hooks/use-licence-state';

export interface ConsoleHeaderProps extends ConsoleActions {
  account: Account;
  /** Undefined for a role that may not read the licence: no label then. */
  licenceLabel: LicenceLabel | undefined;
  onLogout: () => void;
}

/**
 * Spec 2: hotel name and email, Return to Admin while impersonating, Clear Operational Data, Logout, licence
 * label; issue 15: the person signed in and their role beside the hotel.
 */
export function ConsoleHeader({ account, licenceLabel, onLogout, onReturnToAdmin, onClearOperationalData }: ConsoleHeaderProps) {
  const [confirmingClear, setConfirmingClear] = useState(false);
  return (
    <header className="console-header">
      <div className="console-header-inner">
        <div className="console-identity">
          <Brand to="/hotel" className="console-brand" />
          <span className="console-divider" aria-hidden="true" />
          <div className="console-hotel">
            <span className="console-hotel-name">{account.name}</span>
            <span className="console-hotel-email">{account.email}</span>
          </div>
          <span className="console-divider" aria-hidden="true" />
          <div className="console-person">
            <span className="console-person-name">{account.user.name}</span>
            <span className="console-person-role">
              {account.user.role}
              {account.user.email !== account.email && <> · {account.user.email}</>}
            </span>
          </div>
        </div>
        <div className="console-header-actions">
          {licenceLabel && (
            <Badge
              variant="outline"
              className={cx('licence-badge', licenceLabel === 'LICENSED' ? 'licence-badge-licensed' : 'licence-badge-demo')}
            >
              {licenceLabel}
            </Badge>
          )}
          {account.isImpersonating && (
            <Button variant="outline" size="sm" onClick={onReturnToAdmin}>
              <Undo2 aria-hidden="true" />
              Return to Admin
            </Button>
          )}
          {onClearOperationalData && (
            <>
              <Button variant="outline" size="sm" className="console-clear-button" onClick={() => setConfirmingClear(true)}>
                <Eraser aria-hidden="true" />
                Clear Operational Data
              </Button>
              <ClearOperationalDataDialog
                open={confirmingClear}
                onOpenChange={setConfirmingClear}
                hotelName={account.name}
                onConfirm={onClearOperationalData}
              />
            </>
          )}
          {/* Issue 15: the person's own two-factor sign-in; an admin's own, so not while impersonating. */}
          {!account.isImpersonating && (
            <Link to={TWO_FACTOR_PATH} className={buttonClassName({ variant: 'ghost', size: 'sm' })}>
              <ShieldCheck aria-hidden="true" />
              Security
            </Link>
          )}
          <Button variant="ghost" size="sm" onClick={onLogout}>
            <LogOut aria-hidden="true" />
            Logout
          </Button>
        </div>
      </div>
    </header>
  );
}
