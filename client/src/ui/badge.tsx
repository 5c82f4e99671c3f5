import type { HTMLAttributes } from 'react';
import { cx } from './class-names';
import './badge.css';

export type BadgeVariant = 'default' | 'secondary' | 'destructive' | 'outline';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: BadgeVariant;
}

export function Badge({ variant = 'default', className, ...props }: BadgeProps) {
  return <span className={cx('badge', `badge-${variant}`, className)} {...props} />;
}
