import { LONG_STAY_MODES, LONG_STAY_PRESET_NOTE } from '@core/long-stay-rule';
import { CheckOption } from '../../../ui/check-option';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import {
  LONG_STAY_CHOICES,
  LONG_STAY_MODE_LABELS,
  LONG_STAY_NIGHTS_RANGE,
  longStayEditable,
  NO_LONG_STAY,
  withLongStayChoice,
  type LongStayChoice,
  type LongStayFormValues,
} from '../long-stay-form';

const MODE_OPTIONS = LONG_STAY_MODES.map((mode) => ({ value: mode, label: LONG_STAY_MODE_LABELS[mode] }));
const MODE_HINTS = {
  'exempt-after': 'Nights up to the number are taxed, the later ones are not.',
  'refund-all': 'Taxed until the stay reaches the number, then all of it is refunded.',
} as const;

export interface LongStayFieldsProps {
  values: LongStayFormValues;
  onChange: (next: Partial<LongStayFormValues>) => void;
}

/**
 * The Tax Rate dialog's Long stay part (issue 26): a preset fills the rule's four fields, which only Custom
 * lets the manager change; None sends no rule. The fields stay in view under a preset (disabled), so that
 * the manager sees what the preset means before saving.
 */
export function LongStayFields({ values, onChange }: LongStayFieldsProps) {
  const editable = longStayEditable(values);
  const none = values.longStayChoice === NO_LONG_STAY;
  return (
    <fieldset className="tax-rate-long-stay">
      <legend className="label">Long stay</legend>
      <FormField
        label="Long-stay preset"
        hint={`Presets fill the rule as each state's law reads: ${LONG_STAY_PRESET_NOTE}. Custom lets you set it.`}
      >
        <Select
          options={LONG_STAY_CHOICES}
          value={values.longStayChoice}
          onChange={(event) => onChange(withLongStayChoice(values, event.target.value as LongStayChoice))}
        />
      </FormField>
      {!none && (
        <>
          <div className="tax-rate-form-row">
            <FormField label="Nights">
              <Input
                type="number"
                inputMode="numeric"
                min={LONG_STAY_NIGHTS_RANGE.min}
                max={LONG_STAY_NIGHTS_RANGE.max}
                step={1}
                disabled={!editable}
                value={values.longStayNights}
                onChange={(event) => onChange({ longStayNights: event.target.value })}
              />
            </FormField>
            <FormField label="Mode" hint={MODE_HINTS[values.longStayMode]}>
              <Select
                options={MODE_OPTIONS}
                disabled={!editable}
                value={values.longStayMode}
                onChange={(event) => onChange({ longStayMode: event.target.value as LongStayFormValues['longStayMode'] })}
              />
            </FormField>
          </div>
          <CheckOption
            className="tax-rate-check"
            disabled={!editable}
            checked={values.agreementExempts}
            onCheckedChange={(checked) => onChange({ agreementExempts: checked })}
          >
            Written agreement exempts from night 1
          </CheckOption>
          <CheckOption
            className="tax-rate-check"
            disabled={!editable}
            checked={values.earlyDepartureDue}
            onCheckedChange={(checked) => onChange({ earlyDepartureDue: checked })}
          >
            Tax due if the stay ends early
          </CheckOption>
        </>
      )}
    </fieldset>
  );
}
