import type { LicenceLabel as CoreLicenceLabel } from '@core/licence-state';
import { useLicenceStatus } from '../../licensing/hooks/use-licence-status';

/** The label in the console header (spec 2): DEMO VERSION, DEMO EXPIRED or LICENSED. */
export type LicenceLabel = CoreLicenceLabel;

const LABELS: readonly LicenceLabel[] = ['DEMO VERSION', 'DEMO EXPIRED', 'LICENSED'];

/** From the `licence` query of the signed-in hotel; every hotel starts in demo mode, so that shows while it loads. */
export function useLicenceState(): LicenceLabel {
  const { status } = useLicenceStatus();
  const label = status?.label as LicenceLabel | undefined;
  return label && LABELS.includes(label) ? label : 'DEMO VERSION';
}
