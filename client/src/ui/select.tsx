import { ChevronDown } from 'lucide-react';
import type { Ref, SelectHTMLAttributes } from 'react';
import { cx } from './class-names';
import './form-controls.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  options?: readonly SelectOption[];
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select (keyboard and screen readers work as people expect) in the product's look. */
export function Select({ className, options, placeholder, children, ...props }: SelectProps) {
  return (
    <div className={cx('select-wrap', className)}>
      <select className="select" {...props}>
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options?.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      <ChevronDown className="select-icon" aria-hidden="true" />
    </div>
  );
}
