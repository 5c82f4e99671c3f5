import type { LabelHTMLAttributes } from 'react';
import { cx } from './class-names';
import './form-controls.css';

export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label className={cx('label', className)} {...props} />;
}
