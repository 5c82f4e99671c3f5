import type { ReactNode } from 'react';
import { Checkbox } from './checkbox';

export interface CheckOptionProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  className: string;
  children: ReactNode;
  disabled?: boolean;
}

/** One choice of a list of checkboxes, its words the checkbox's label. */
export function CheckOption({ checked, onCheckedChange, className, children, disabled }: CheckOptionProps) {
  return (
    <label className={className} aria-disabled={disabled || undefined}>
      <Checkbox checked={checked} disabled={disabled} onCheckedChange={onCheckedChange} />
      {children}
    </label>
  );
}
