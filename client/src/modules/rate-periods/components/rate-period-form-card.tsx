import { RATE_PERIOD_TYPES, RATE_TYPE_LABELS } from '@core/rate-period-match';
import { DAYS_OF_WEEK, type RatePeriodInput } from '@core/schemas/rate-period.schema';
import { useEffect } from 'react';
import type { RatePeriodFieldsFragment, RatePeriodRoomTypesQuery } from '../../../gql/graphql';
import { AmountInput } from '../../../ui/amount-input';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card';
import { CheckOption } from '../../../ui/check-option';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { LabelledSwitch } from '../../../ui/labelled-switch';
import { Select } from '../../../ui/select';
import { Spinner } from '../../../ui/spinner';
import { useCheckedForm } from '../../../ui/use-checked-form';
import {
  EMPTY_RATE_PERIOD_FORM,
  dateFieldsFor,
  formValuesOf,
  toRatePeriodPayload,
  toggleDay,
  withRoomTypeRates,
} from '../rate-period-form';

type RoomTypeOption = RatePeriodRoomTypesQuery['roomTypes'][number];

const RATE_TYPE_OPTIONS = RATE_PERIOD_TYPES.map((type) => ({ value: type, label: RATE_TYPE_LABELS[type] }));
const RATES = [
  ['dailyRate', 'Daily Rate ($)'],
  ['weeklyRate', 'Weekly Rate ($)'],
  ['monthlyRate', 'Monthly Rate ($)'],
] as const;
const PRIORITY_HINT = 'Suggested: holiday 10, weekend 5, weekday 1. Higher priority overrides lower.';

export interface RatePeriodFormCardProps {
  roomTypes: readonly RoomTypeOption[];
  /** The period being edited; null creates a new one. */
  editing: RatePeriodFieldsFragment | null;
  saving: boolean;
  onCancelEdit: () => void;
  /** Resolves true when saved, which clears the form. */
  onSubmit: (input: RatePeriodInput) => Promise<boolean>;
}

/** The create/edit form of the Rate Periods tab; a problem shows as an error toast (spec section 5). */
export function RatePeriodFormCard({ roomTypes, editing, saving, onCancelEdit, onSubmit }: RatePeriodFormCardProps) {
  const form = useCheckedForm(EMPTY_RATE_PERIOD_FORM, toRatePeriodPayload);
  const { values, set, load } = form;

  useEffect(() => {
    load(editing ? formValuesOf(editing) : EMPTY_RATE_PERIOD_FORM);
  }, [editing?.id]);

  const chooseRoomType = (id: string) => {
    // Creating: the period starts from the room type's own rates. Editing keeps the period's rates.
    if (editing) set('roomTypeId', id);
    else
      form.setValues((current) =>
        withRoomTypeRates(
          { ...current, roomTypeId: id },
          roomTypes.find((type) => String(type.id) === id),
        ),
      );
  };

  const submit = form.handleSubmit(async (input) => {
    if (await onSubmit(input)) {
      load(EMPTY_RATE_PERIOD_FORM);
      if (editing) onCancelEdit();
    }
  });

  const fields = dateFieldsFor(values.rateType);
  const roomTypeOptions = roomTypes.map((type) => ({ value: String(type.id), label: type.name }));

  return (
    <Card>
      <CardHeader>
        <CardTitle>{editing ? `Edit Rate Period: ${editing.name}` : 'Create Rate Period'}</CardTitle>
        <CardDescription>Special rates for a room type on weekdays, weekends, holidays, seasons or events.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="rate-period-form" onSubmit={submit} noValidate>
          <div className="rate-period-grid">
            <FormField label="Room Type *">
              <Select
                placeholder={roomTypes.length ? 'Select room type' : 'No room types yet'}
                options={roomTypeOptions}
                value={values.roomTypeId}
                onChange={(event) => chooseRoomType(event.target.value)}
              />
            </FormField>
            <FormField label="Period Name *">
              <Input maxLength={100} placeholder="e.g. Summer Weekend" {...form.field('name')} />
            </FormField>
            <FormField label="Rate Type *">
              <Select placeholder="Select rate type" options={RATE_TYPE_OPTIONS} {...form.field('rateType')} />
            </FormField>
            <FormField label="Priority" hint={PRIORITY_HINT}>
              <Input type="number" min={1} max={10} step={1} {...form.field('priority')} />
            </FormField>
          </div>

          <div className="rate-period-grid rate-period-grid-3">
            {RATES.map(([name, label]) => (
              <FormField key={name} label={label}>
                <AmountInput {...form.field(name)} />
              </FormField>
            ))}
          </div>

          {fields === 'days' && (
            <fieldset className="rate-period-days">
              <legend className="label">Days of the Week</legend>
              <div className="rate-period-days-list">
                {DAYS_OF_WEEK.map((day) => (
                  <CheckOption
                    key={day}
                    className="rate-period-check"
                    checked={values.daysOfWeek.includes(day)}
                    onCheckedChange={(checked) => set('daysOfWeek', toggleDay(values.daysOfWeek, day, checked))}
                  >
                    {day.charAt(0).toUpperCase() + day.slice(1)}
                  </CheckOption>
                ))}
              </div>
            </fieldset>
          )}

          {fields === 'range' && (
            <div className="rate-period-grid">
              <FormField label="Start Date">
                <Input type="date" {...form.field('startDate')} />
              </FormField>
              <FormField label="End Date">
                <Input type="date" {...form.field('endDate')} />
              </FormField>
            </div>
          )}

          {fields === 'dates' && (
            <FormField label="Specific Dates" hint="Comma-separated, e.g. 2026-12-24, 2026-12-25">
              <Input placeholder="YYYY-MM-DD, YYYY-MM-DD" {...form.field('specificDates')} />
            </FormField>
          )}

          <FormField label="Description">
            <textarea className="input rate-period-textarea" rows={2} maxLength={500} {...form.field('description')} />
          </FormField>

          <div className="rate-period-form-footer">
            <LabelledSwitch
              className="rate-period-active"
              label="Active"
              checked={values.isActive}
              onCheckedChange={(checked) => set('isActive', checked)}
            />
            <div className="rate-period-buttons">
              {editing && (
                <Button variant="outline" onClick={onCancelEdit}>
                  Cancel
                </Button>
              )}
              <Button type="submit" disabled={saving}>
                {saving && <Spinner label="" />}
                {editing ? 'Update Rate Period' : 'Create Rate Period'}
              </Button>
            </div>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
