import { LabelledSwitch } from './labelled-switch';

/** A record form whose schema has `isActive`, held as the text 'true' or 'false'. */
interface ActiveForm {
  values: { isActive: string };
  setValue: (name: 'isActive', value: string) => void;
}

/** The record's Active switch. */
export function ActiveSwitch({ form, className }: { form: ActiveForm; className: string }) {
  return (
    <LabelledSwitch
      className={className}
      label="Active"
      checked={form.values.isActive === 'true'}
      onCheckedChange={(checked) => form.setValue('isActive', String(checked))}
    />
  );
}
