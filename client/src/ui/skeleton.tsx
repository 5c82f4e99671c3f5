import type { HTMLAttributes } from 'react';
import { cx } from './class-names';
import './skeleton.css';

/** A grey placeholder block that pulses while content loads; size it with className or style. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden="true" className={cx('skeleton', className)} {...props} />;
}
