import { TAX_APPLY_TO, TAX_APPLY_TO_LABELS, type TaxRateInput } from '@core/schemas/tax-rate.schema';
import { useEffect, useState, type FormEvent } from 'react';
import type { TaxRateFieldsFragment } from '../../../gql/graphql';
import { Checkbox } from '../../../ui/checkbox';
import { FormDialog } from '../../../ui/form-dialog';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { LabelledSwitch } from '../../../ui/labelled-switch';
import { Switch } from '../../../ui/switch';
import { useToast } from '../../../ui/toast';
import { formValuesOf, toTaxRatePayload, toggleAllRateTypes, toggleRateType, type TaxRateFormValues } from '../tax-rate-form';

export interface TaxRateDialogProps {
  open: boolean;
  /** The tax rate being edited; null adds a new one. */
  taxRate: TaxRateFieldsFragment | null;
  saving: boolean;
  onOpenChange: (open: boolean) => void;
  /** Resolves true when saved, which closes the dialog. */
  onSubmit: (input: TaxRateInput) => Promise<boolean>;
}

const INDIVIDUAL_TYPES = TAX_APPLY_TO.filter((type) => type !== 'all');

/** Add/Edit Tax Rate (spec 2): a problem is shown as an error toast, as the spec's 'Tax name is required'. */
export function TaxRateDialog({ open, taxRate, saving, onOpenChange, onSubmit }: TaxRateDialogProps) {
  const { toast } = useToast();
  const [values, setValues] = useState<TaxRateFormValues>(() => formValuesOf(taxRate));
  // The toast sits under the modal's backdrop, so the dialog repeats the message where the person looks.
  const [problem, setProblem] = useState<string | null>(null);
  const set = <K extends keyof TaxRateFormValues>(key: K, value: TaxRateFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  useEffect(() => {
    // Only a (re)opening loads the form; typing must not be overwritten by a list refresh.
    if (!open) return;
    setValues(formValuesOf(taxRate));
    setProblem(null);
  }, [open, taxRate?.id]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const payload = toTaxRatePayload(values);
    setProblem(payload.ok ? null : payload.message);
    if (!payload.ok) {
      toast({ variant: 'destructive', title: 'Error', description: payload.message });
      return;
    }
    if (await onSubmit(payload.input)) onOpenChange(false);
  };

  const allTypes = values.applyTo.includes('all');

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={taxRate ? 'Edit Tax Rate' : 'Add Tax Rate'}
      description="Percentage taxes apply to the booking subtotal; flat fees are a fixed amount."
      submitLabel={taxRate ? 'Update' : 'Create'}
      saving={saving}
      formClassName="tax-rate-form"
      onSubmit={submit}
    >
      {problem && (
        <p role="alert" className="form-field-error tax-rate-form-error">
          {problem}
        </p>
      )}
      <FormField label="Tax Name">
        <Input
          value={values.name}
          placeholder="e.g. Occupancy Tax"
          maxLength={100}
          autoFocus
          onChange={(event) => set('name', event.target.value)}
        />
      </FormField>

      <div className="tax-rate-kind">
        <span className={values.isPercentage ? 'tax-rate-kind-on' : undefined}>Percentage Rate</span>
        <Switch aria-label="Flat Fee" checked={!values.isPercentage} onCheckedChange={(flat) => set('isPercentage', !flat)} />
        <span className={values.isPercentage ? undefined : 'tax-rate-kind-on'}>Flat Fee</span>
      </div>

      {values.isPercentage ? (
        <FormField label="Tax Rate (%)">
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            step={0.01}
            placeholder="8.25"
            value={values.percent}
            onChange={(event) => set('percent', event.target.value)}
          />
        </FormField>
      ) : (
        <FormField label="Flat Amount ($)">
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            placeholder="2.00"
            value={values.flatAmount}
            onChange={(event) => set('flatAmount', event.target.value)}
          />
        </FormField>
      )}

      <fieldset className="tax-rate-apply-to">
        <legend className="label">Apply To Rate Types</legend>
        <label className="tax-rate-check">
          <Checkbox checked={allTypes} onCheckedChange={(checked) => set('applyTo', toggleAllRateTypes(checked))} />
          {TAX_APPLY_TO_LABELS.all}
        </label>
        {!allTypes &&
          INDIVIDUAL_TYPES.map((type) => (
            <label key={type} className="tax-rate-check tax-rate-check-indented">
              <Checkbox
                checked={values.applyTo.includes(type)}
                onCheckedChange={(checked) => set('applyTo', toggleRateType(values.applyTo, type, checked))}
              />
              {TAX_APPLY_TO_LABELS[type]}
            </label>
          ))}
      </fieldset>

      <div className="tax-rate-form-row">
        <FormField label="Sort Order">
          <Input
            type="number"
            min={0}
            step={1}
            value={values.sortOrder}
            onChange={(event) => set('sortOrder', event.target.value)}
          />
        </FormField>
        <LabelledSwitch
          className="tax-rate-active"
          label="Active"
          checked={values.isActive}
          onCheckedChange={(checked) => set('isActive', checked)}
        />
      </div>
    </FormDialog>
  );
}
