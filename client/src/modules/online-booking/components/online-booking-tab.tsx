import { useMutation, useQuery } from '@apollo/client/react';
import { CalendarCheck, CircleAlert, ExternalLink, Globe, Save } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { serverErrorCode, serverErrorMessage } from '../../../app/graphql-error';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card';
import { CheckOption } from '../../../ui/check-option';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { LabelledSwitch } from '../../../ui/labelled-switch';
import { Skeleton } from '../../../ui/skeleton';
import { useToast } from '../../../ui/toast';
import { RoomTypesQuery } from '../../rooms/graphql/room-types-query';
import { OnlineBookingSettingsQuery } from '../graphql/online-booking-settings-query';
import { UpdateOnlineBookingSettingsMutation } from '../graphql/update-online-booking-settings-mutation';
import {
  checkForm,
  fieldOfMessage,
  formValuesOf,
  publicPageAddress,
  sameFormValues,
  type OnlineBookingErrors,
  type OnlineBookingField,
  type OnlineBookingFormValues,
  type OnlineBookingSettingsValues,
} from '../online-booking-form';
import './online-booking-tab.css';

/** Settings › Online Booking: the guests' own booking page, its address, its rules and the room types it offers. */
export function OnlineBookingTab() {
  const settings = useQuery(OnlineBookingSettingsQuery);
  const roomTypes = useQuery(RoomTypesQuery);
  const saved = settings.data?.onlineBookingSettings;
  if (!saved || !roomTypes.data) {
    if ((settings.error && !settings.loading) || (roomTypes.error && !roomTypes.loading)) {
      return (
        <Card className="hotel-info-load-error" role="alert">
          <CardContent className="hotel-info-load-error-body">
            <CircleAlert aria-hidden="true" />
            <span>Failed to load the online booking settings</span>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void Promise.all([settings.refetch(), roomTypes.refetch()]).catch(() => undefined)}
            >
              Try Again
            </Button>
          </CardContent>
        </Card>
      );
    }
    return (
      <div className="hotel-info" role="status" aria-label="Loading the online booking settings">
        <Skeleton className="hotel-info-skeleton hotel-info-skeleton-short" />
        <Skeleton className="hotel-info-skeleton" />
      </div>
    );
  }
  return <OnlineBookingForm saved={saved} roomTypes={roomTypes.data.roomTypes} />;
}

function OnlineBookingForm({
  saved,
  roomTypes,
}: {
  saved: OnlineBookingSettingsValues;
  roomTypes: readonly { id: number; name: string }[];
}) {
  const id = useId();
  const { toast } = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [update, { loading: saving }] = useMutation(UpdateOnlineBookingSettingsMutation, {
    update: (cache, { data }) => {
      if (data)
        cache.writeQuery({
          query: OnlineBookingSettingsQuery,
          data: { onlineBookingSettings: data.updateOnlineBookingSettings },
        });
    },
  });
  const [values, setValues] = useState<OnlineBookingFormValues>(() => formValuesOf(saved));
  const [errors, setErrors] = useState<OnlineBookingErrors>({});
  const [attempted, setAttempted] = useState(false);
  const savedValues = useRef(formValuesOf(saved));
  const dirty = !sameFormValues(values, savedValues.current);

  // Fresh settings from the server (another screen saved) replace the form's values only while it holds no edits.
  useEffect(() => {
    const next = formValuesOf(saved);
    if (sameFormValues(next, savedValues.current)) return;
    const untouched = sameFormValues(values, savedValues.current);
    savedValues.current = next;
    if (untouched) setValues(next);
  }, [saved]);

  const set = <K extends OnlineBookingField>(field: K, value: OnlineBookingFormValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first Save, each message follows the typing and goes as soon as the field is right.
    if (attempted) {
      const checked = checkForm(next);
      setErrors(checked.ok ? {} : checked.errors);
    }
  };

  const focusField = (field: OnlineBookingField) =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[name="${field}"], [aria-invalid="true"]`)?.focus());

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const checked = checkForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    try {
      const { data } = await update({ variables: { input: checked.input } });
      const stored = data ? formValuesOf(data.updateOnlineBookingSettings) : values;
      savedValues.current = stored;
      setValues(stored);
      setAttempted(false);
      toast({ title: 'Success', description: 'Online booking settings saved' });
    } catch (error) {
      const message = serverErrorMessage(error);
      const code = serverErrorCode(error);
      // A taken address (409) or a refused value (422) is shown under its field, as the form's own checks are.
      const field = message && (code === 'CONFLICT' || code === 'INVALID_INPUT') ? fieldOfMessage(message) : null;
      if (message && field) {
        setErrors({ [field]: message });
        focusField(field);
        return;
      }
      toast({
        variant: 'destructive',
        title: 'Failed to save the online booking settings',
        description: message ?? 'The server could not be reached. Please try again.',
      });
    }
  };

  const origin = window.location.origin;
  const address = savedValues.current.slug ? publicPageAddress(origin, savedValues.current.slug) : null;
  const offered = new Set(values.roomTypeIds);
  const toggleType = (typeId: number, on: boolean) =>
    set(
      'roomTypeIds',
      on ? [...values.roomTypeIds, typeId].sort((a, b) => a - b) : values.roomTypeIds.filter((other) => other !== typeId),
    );

  return (
    <div className="hotel-info">
      <div className="hotel-info-toolbar">
        <div>
          <h2 className="hotel-info-title">Online Booking</h2>
          <p className="hotel-info-subtitle">A page of your own where guests book a room themselves, without signing in.</p>
        </div>
      </div>

      <form
        ref={formRef}
        id={`${id}-form`}
        className="hotel-info-form"
        noValidate
        onSubmit={(event) => void save(event)}
        aria-label="Online booking settings"
      >
        <Card>
          <CardHeader>
            <CardTitle className="hotel-info-card-title">
              <Globe aria-hidden="true" />
              The Booking Page
            </CardTitle>
            <CardDescription>Off until you turn it on. Its address is yours alone: no other hotel can have it.</CardDescription>
          </CardHeader>
          <CardContent className="hotel-info-stack">
            <LabelledSwitch
              className="online-booking-switch"
              label="Take bookings online"
              checked={values.enabled}
              onCheckedChange={(checked) => set('enabled', checked)}
            />
            <FormField
              className="online-booking-slug"
              label="Page address"
              error={errors.slug}
              hint="3 to 40 lowercase letters, digits and dashes, e.g. bayside-inn"
            >
              <Input
                name="slug"
                value={values.slug}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => set('slug', event.target.value.toLowerCase())}
              />
            </FormField>
            <div className="online-booking-address" aria-live="polite">
              {address ? (
                <>
                  <span className="online-booking-address-label">
                    {savedValues.current.enabled ? 'Guests book at' : 'The page (off) will be at'}
                  </span>
                  <a href={address} target="_blank" rel="noreferrer" className="online-booking-address-link">
                    {address}
                    <ExternalLink aria-hidden="true" />
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </>
              ) : (
                <span className="hotel-info-hint">Choose an address and save: the page's public address shows here.</span>
              )}
            </div>
            <FormField label="Description" error={errors.description} hint="Shown under your hotel's name on the page">
              <textarea
                name="description"
                className="input online-booking-textarea"
                rows={3}
                value={values.description}
                onChange={(event) => set('description', event.target.value)}
              />
            </FormField>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle className="hotel-info-card-title">
              <CalendarCheck aria-hidden="true" />
              Stays Guests May Book
            </CardTitle>
            <CardDescription>
              The page prices each stay as the desk would, with your rates, rate periods and taxes.
            </CardDescription>
          </CardHeader>
          <CardContent className="hotel-info-stack">
            <div className="hotel-info-grid">
              <FormField label="Minimum nights" error={errors.minNights}>
                <Input
                  name="minNights"
                  type="number"
                  min={1}
                  step={1}
                  inputMode="numeric"
                  value={values.minNights}
                  onChange={(event) => set('minNights', event.target.value)}
                />
              </FormField>
              <FormField label="Check-in at most this many days ahead" error={errors.maxDaysAhead}>
                <Input
                  name="maxDaysAhead"
                  type="number"
                  min={0}
                  step={1}
                  inputMode="numeric"
                  value={values.maxDaysAhead}
                  onChange={(event) => set('maxDaysAhead', event.target.value)}
                />
              </FormField>
              <FormField label="Free cancellation until this many days before check-in" error={errors.cancellationDays}>
                <Input
                  name="cancellationDays"
                  type="number"
                  min={0}
                  step={1}
                  inputMode="numeric"
                  value={values.cancellationDays}
                  onChange={(event) => set('cancellationDays', event.target.value)}
                />
              </FormField>
            </div>
            <fieldset className="online-booking-types" aria-describedby={errors.roomTypeIds ? `${id}-types-error` : undefined}>
              <legend className="label">Room types offered</legend>
              {roomTypes.length === 0 ? (
                <p className="hotel-info-hint">No room types yet: add them in Room Types &amp; Rooms.</p>
              ) : (
                <div className="online-booking-type-list">
                  {roomTypes.map((type) => (
                    <CheckOption
                      key={type.id}
                      className="online-booking-type"
                      checked={offered.has(type.id)}
                      onCheckedChange={(checked) => toggleType(type.id, checked)}
                    >
                      <span>{type.name}</span>
                    </CheckOption>
                  ))}
                </div>
              )}
              {errors.roomTypeIds && (
                <p id={`${id}-types-error`} className="form-field-error">
                  {errors.roomTypeIds}
                </p>
              )}
            </fieldset>
          </CardContent>
        </Card>
      </form>

      <div className="hotel-info-save-bar">
        <Button type="submit" form={`${id}-form`} disabled={saving}>
          <Save aria-hidden="true" />
          {saving ? 'Saving...' : 'Save Online Booking'}
        </Button>
        <span className="hotel-info-save-state" aria-live="polite">
          {dirty ? 'You have unsaved changes.' : ''}
        </span>
      </div>
    </div>
  );
}
