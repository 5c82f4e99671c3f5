import { RATE_PERIOD_TYPES, RATE_TYPE_LABELS } from '@core/rate-period-match';
import { DAYS_OF_WEEK, type RatePeriodInput } from '@core/schemas/rate-period.schema';
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { RatePeriodFieldsFragment, RatePeriodRoomTypesQuery } from '../../../gql/graphql';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card';
import { Checkbox } from '../../../ui/checkbox';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { Label } from '../../../ui/label';
import { Select } from '../../../ui/select';
import { Spinner } from '../../../ui/spinner';
import { Switch } from '../../../ui/switch';
import { useToast } from '../../../ui/toast';
import {
  EMPTY_RATE_PERIOD_FORM,
  dateFieldsFor,
  formValuesOf,
  toRatePeriodPayload,
  toggleDay,
  withRoomTypeRates,
  type RatePeriodFormValues,
} from '../rate-period-form';

type RoomTypeOption = RatePeriodRoomTypesQuery['roomTypes'][number];

const RATE_TYPE_OPTIONS = RATE_PERIOD_TYPES.map((type) => ({ value: type, label: RATE_TYPE_LABELS[type] }));
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
  const formId = useId();
  const { toast } = useToast();
  const [values, setValues] = useState<RatePeriodFormValues>(EMPTY_RATE_PERIOD_FORM);
  const set = <K extends keyof RatePeriodFormValues>(key: K, value: RatePeriodFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  useEffect(() => {
    setValues(editing ? formValuesOf(editing) : EMPTY_RATE_PERIOD_FORM);
  }, [editing?.id]);

  const chooseRoomType = (id: string) => {
    // Creating: the period starts from the room type's own rates. Editing keeps the period's rates.
    if (editing) set('roomTypeId', id);
    else
      setValues((current) =>
        withRoomTypeRates(
          { ...current, roomTypeId: id },
          roomTypes.find((type) => String(type.id) === id),
        ),
      );
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const payload = toRatePeriodPayload(values);
    if (!payload.ok) {
      toast({ variant: 'destructive', title: 'Error', description: payload.message });
      return;
    }
    if (await onSubmit(payload.input)) {
      setValues(EMPTY_RATE_PERIOD_FORM);
      if (editing) onCancelEdit();
    }
  };

  const fields = dateFieldsFor(values.rateType);
  const roomTypeOptions = roomTypes.map((type) => ({ value: String(type.id), label: type.name }));

  return (
    <Card>
      <CardHeader>
        <CardTitle>{editing ? `Edit Rate Period: ${editing.name}` : 'Create Rate Period'}</CardTitle>
        <CardDescription>Special rates for a room type on weekdays, weekends, holidays, seasons or events.</CardDescription>
      </CardHeader>
      <CardContent>
        <form id={formId} className="rate-period-form" onSubmit={submit} noValidate>
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
              <Input
                value={values.name}
                maxLength={100}
                placeholder="e.g. Summer Weekend"
                onChange={(event) => set('name', event.target.value)}
              />
            </FormField>
            <FormField label="Rate Type *">
              <Select
                placeholder="Select rate type"
                options={RATE_TYPE_OPTIONS}
                value={values.rateType}
                onChange={(event) => set('rateType', event.target.value)}
              />
            </FormField>
            <FormField label="Priority" hint={PRIORITY_HINT}>
              <Input
                type="number"
                min={1}
                max={10}
                step={1}
                value={values.priority}
                onChange={(event) => set('priority', event.target.value)}
              />
            </FormField>
          </div>

          <div className="rate-period-grid rate-period-grid-3">
            <FormField label="Daily Rate ($)">
              <Input
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                value={values.dailyRate}
                onChange={(event) => set('dailyRate', event.target.value)}
              />
            </FormField>
            <FormField label="Weekly Rate ($)">
              <Input
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                value={values.weeklyRate}
                onChange={(event) => set('weeklyRate', event.target.value)}
              />
            </FormField>
            <FormField label="Monthly Rate ($)">
              <Input
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                value={values.monthlyRate}
                onChange={(event) => set('monthlyRate', event.target.value)}
              />
            </FormField>
          </div>

          {fields === 'days' && (
            <fieldset className="rate-period-days">
              <legend className="label">Days of the Week</legend>
              <div className="rate-period-days-list">
                {DAYS_OF_WEEK.map((day) => (
                  <label key={day} className="rate-period-check">
                    <Checkbox
                      checked={values.daysOfWeek.includes(day)}
                      onCheckedChange={(checked) => set('daysOfWeek', toggleDay(values.daysOfWeek, day, checked))}
                    />
                    {day.charAt(0).toUpperCase() + day.slice(1)}
                  </label>
                ))}
              </div>
            </fieldset>
          )}

          {fields === 'range' && (
            <div className="rate-period-grid">
              <FormField label="Start Date">
                <Input type="date" value={values.startDate} onChange={(event) => set('startDate', event.target.value)} />
              </FormField>
              <FormField label="End Date">
                <Input type="date" value={values.endDate} onChange={(event) => set('endDate', event.target.value)} />
              </FormField>
            </div>
          )}

          {fields === 'dates' && (
            <FormField label="Specific Dates" hint="Comma-separated, e.g. 2026-12-24, 2026-12-25">
              <Input
                value={values.specificDates}
                placeholder="YYYY-MM-DD, YYYY-MM-DD"
                onChange={(event) => set('specificDates', event.target.value)}
              />
            </FormField>
          )}

          <FormField label="Description">
            <textarea
              className="input rate-period-textarea"
              rows={2}
              maxLength={500}
              value={values.description}
              onChange={(event) => set('description', event.target.value)}
            />
          </FormField>

          <div className="rate-period-form-footer">
            <div className="rate-period-active">
              <Switch id={`${formId}-active`} checked={values.isActive} onCheckedChange={(checked) => set('isActive', checked)} />
              <Label htmlFor={`${formId}-active`}>Active</Label>
            </div>
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
