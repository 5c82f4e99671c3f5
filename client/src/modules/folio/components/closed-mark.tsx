import { Lock } from 'lucide-react';

/**
 * The lock on a folio line of a closed day (issue 25), where its Void would be: the day's figures are final
 * and the server refuses to change them, so the desk is told why rather than offered what will be refused.
 */
export function ClosedMark({ label }: { label: string }) {
  return (
    <span className="folio-closed">
      <Lock aria-hidden="true" focusable="false" size={13} strokeWidth={2.25} />
      {label}
    </span>
  );
}
