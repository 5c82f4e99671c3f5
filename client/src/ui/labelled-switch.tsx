import { useId } from 'react';
import { Label } from './label';
import { Switch } from './switch';

export interface LabelledSwitchProps {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  className?: string;
}

/** A switch with its label beside it, tied by id so that a click on the words flips it too. */
export function LabelledSwitch({ label, checked, onCheckedChange, className }: LabelledSwitchProps) {
  const id = useId();
  return (
    <div className={className}>
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}
