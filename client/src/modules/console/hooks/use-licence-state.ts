import type { LicenceLabel as CoreLicenceLabel } from '@core/licence-state';
import { DESK } from '@core/roles';
import { useRoleAllows } from '../../../app/use-role';
import { useLicenceStatus } from '../../licensing/hooks/use-licence-status';

/** The label in the console header (spec 2): DEMO VERSION, DEMO EXPIRED or LICENSED. */
export type LicenceLabel = CoreLicenceLabel;

const LABELS: readonly LicenceLabel[] = ['DEMO VERSION', 'DEMO EXPIRED', 'LICENSED'];

/**
 * From the `licence` query of the signed-in hotel; every hotel starts in demo mode, so that shows while it
 * loads. Undefined for a role that may not read the licence (a housekeeper): the header shows no label then.
 */
export function useLicenceState(): LicenceLabel | undefined {
  const readsLicence = useRoleAllows(DESK);
  const { status } = useLicenceStatus({ skip: !readsLicence });
  if (!readsLicence) return undefined;
  const label = status?.label as LicenceLabel | undefined;
  return label && LABELS.includes(label) ? label : 'DEMO VERSION';
}
