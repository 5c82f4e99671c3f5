import { OWNERS } from '@core/roles';
import { useRoleAllows } from '../../../app/use-role';
import { useStopImpersonation } from '../../admin/hooks/use-stop-impersonation';
import { useClearOperationalData } from '../../operational-data/hooks/use-clear-operational-data';

/** The header's actions. An undefined action has no handler, and its button is hidden. */
export interface ConsoleActions {
  /** Ends an admin's impersonation (the stopImpersonation mutation). The button shows while impersonating. */
  onReturnToAdmin?: () => void;
  /**
   * Deletes bookings, rooms, room types, guests and payments, once the header's dialog has had its two
   * confirmations. The button is hidden while undefined.
   */
  onClearOperationalData?: () => void;
}

export function useConsoleActions(): ConsoleActions {
  const stopImpersonation = useStopImpersonation();
  const clearOperationalData = useClearOperationalData();
  // Issue 15: clearing is the Owner's alone (the server refuses everyone else), so no one else sees it.
  const mayClear = useRoleAllows(OWNERS);
  return {
    onReturnToAdmin: () => void stopImpersonation(),
    onClearOperationalData: mayClear ? () => void clearOperationalData() : undefined,
  };
}
