import { Input, type InputProps } from './input';

/** An amount to the hundredth (dollars and cents, a percent): a number field of 0 or more, in steps of 0.01. */
export function AmountInput(props: Omit<InputProps, 'type'>) {
  return <Input type="number" inputMode="decimal" min={0} step={0.01} {...props} />;
}
