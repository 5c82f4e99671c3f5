import { TAX_APPLY_TO, TAX_APPLY_TO_LABELS } from '@core/schemas/tax-rate.schema';
import { useEffect } from 'react';
import type { TaxRateFieldsFragment } from '../../../gql/graphql';
import { CheckOption } from '../../../ui/check-option';
import { FormDialog } from '../../../ui/form-dialog';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { LabelledSwitch } from '../../../ui/labelled-switch';
import { AmountInput } from '../../../ui/amount-input';
import { Switch } from '../../../ui/switch';
import { useCheckedForm } from '../../../ui/use-checked-form';
import type { RecordDialogProps } from '../../../ui/use-record-form';
import { formValuesOf, toTaxRatePayload, toggleAllRateTypes, toggleRateType, type TaxRateUpdate } from '../tax-rate-form';
import { LongStayFields } from './long-stay-fields';

const INDIVIDUAL_TYPES = TAX_APPLY_TO.filter((type) => type !== 'all');

/**
 * Add/Edit Tax Rate (spec 2): a problem is shown as an error toast, as the spec's 'Tax name is required'.
 * Editing, the values may change from a later date (issue 26).
 */
export function TaxRateDialog({
  open,
  record,
  saving,
  onOpenChange,
  onSubmit,
}: RecordDialogProps<TaxRateFieldsFragment, TaxRateUpdate>) {
  const form = useCheckedForm(() => formValuesOf(record), toTaxRatePayload);
  const { values, set, load } = form;

  useEffect(() => {
    // Only a (re)opening loads the form; typing must not be overwritten by a list refresh.
    if (open) load(formValuesOf(record));
  }, [open, record?.id]);

  const submit = form.handleSubmit(async (input) => {
    if (await onSubmit(input)) onOpenChange(false);
  });
  const allTypes = values.applyTo.includes('all');

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={record ? 'Edit Tax Rate' : 'Add Tax Rate'}
      description="Percentage taxes apply to the booking subtotal; flat fees are a fixed amount."
      submitLabel={record ? 'Update' : 'Create'}
      saving={saving}
      formClassName="tax-rate-form"
      onSubmit={submit}
    >
      {form.problem && (
        <p role="alert" className="form-field-error tax-rate-form-error">
          {form.problem}
        </p>
      )}
      <FormField label="Tax Name">
        <Input placeholder="e.g. Occupancy Tax" maxLength={100} autoFocus {...form.field('name')} />
      </FormField>

      <div className="tax-rate-kind">
        <span className={values.isPercentage ? 'tax-rate-kind-on' : undefined}>Percentage Rate</span>
        <Switch aria-label="Flat Fee" checked={!values.isPercentage} onCheckedChange={(flat) => set('isPercentage', !flat)} />
        <span className={values.isPercentage ? undefined : 'tax-rate-kind-on'}>Flat Fee</span>
      </div>

      {values.isPercentage ? (
        <FormField label="Tax Rate (%)">
          <AmountInput max={100} placeholder="8.25" {...form.field('percent')} />
        </FormField>
      ) : (
        <FormField label="Flat Amount ($)">
          <AmountInput placeholder="2.00" {...form.field('flatAmount')} />
        </FormField>
      )}

      <fieldset className="tax-rate-apply-to">
        <legend className="label">Apply To Rate Types</legend>
        <CheckOption
          className="tax-rate-check"
          checked={allTypes}
          onCheckedChange={(checked) => set('applyTo', toggleAllRateTypes(checked))}
        >
          {TAX_APPLY_TO_LABELS.all}
        </CheckOption>
        {!allTypes &&
          INDIVIDUAL_TYPES.map((type) => (
            <CheckOption
              key={type}
              className="tax-rate-check tax-rate-check-indented"
              checked={values.applyTo.includes(type)}
              onCheckedChange={(checked) => set('applyTo', toggleRateType(values.applyTo, type, checked))}
            >
              {TAX_APPLY_TO_LABELS[type]}
            </CheckOption>
          ))}
      </fieldset>

      <LongStayFields values={values} onChange={(next) => form.setValues((current) => ({ ...current, ...next }))} />

      <div className="tax-rate-form-row">
        <FormField label="Sort Order">
          <Input type="number" min={0} step={1} {...form.field('sortOrder')} />
        </FormField>
        <LabelledSwitch
          className="tax-rate-active"
          label="Active"
          checked={values.isActive}
          onCheckedChange={(checked) => set('isActive', checked)}
        />
      </div>

      {record && (
        <FormField
          label="Effective From"
          hint="Leave blank to change the tax now; a date keeps today's values for stays checking in before it"
        >
          <Input type="date" {...form.field('effectiveFrom')} />
        </FormField>
      )}
    </FormDialog>
  );
}
