import type { InputHTMLAttributes, Ref } from 'react';
import { cx } from './class-names';
import './form-controls.css';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

export function Input({ className, type = 'text', ...props }: InputProps) {
  return <input type={type} className={cx('input', className)} {...props} />;
}
