import type { LucideIcon } from 'lucide-react';
import { Button, type ButtonProps } from './button';

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'size' | 'aria-label'> {
  icon: LucideIcon;
  /** What the button does: an icon alone tells a screen reader (and a test) nothing. */
  label: string;
}

/** A button that shows only an icon (edit, delete, copy, close): ghost unless told, named by its label. */
export function IconButton({ icon: Icon, label, variant = 'ghost', ...props }: IconButtonProps) {
  return (
    <Button variant={variant} size="icon" aria-label={label} {...props}>
      <Icon aria-hidden="true" />
    </Button>
  );
}
