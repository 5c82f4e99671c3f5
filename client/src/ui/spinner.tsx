import { LoaderCircle } from 'lucide-react';
import { cx } from './class-names';

export interface SpinnerProps {
  className?: string;
  /** Read by screen readers; leave empty when the surrounding text already says it. */
  label?: string;
}

export function Spinner({ className, label = 'Loading' }: SpinnerProps) {
  return (
    <span role="status" className={cx('spinner', className)} style={{ display: 'inline-flex' }}>
      <LoaderCircle className="spin" aria-hidden="true" width="1em" height="1em" />
      {label && <span className="visually-hidden">{label}</span>}
    </span>
  );
}
