import { useApolloClient, useQuery } from '@apollo/client/react';
import { RENEWAL_DAYS_AHEAD_MAX } from '@core/renewal';
import { POLL_MINUTES_MAX, POLL_MINUTES_MIN } from '@core/calendar-sync';
import { timezoneOptionsByGroup, timezoneLabel, isOfferedTimezone } from '@core/timezones';
import { Building2, CalendarSync, CircleAlert, Clock, Percent, RefreshCw, Repeat, Save } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card';
import { cx } from '../../../ui/class-names';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { Skeleton } from '../../../ui/skeleton';
import { useToast } from '../../../ui/toast';
import { useZodForm } from '../../../ui/use-zod-form';
import { DemoSystemInfoCard } from '../../licensing/components/demo-system-info-card';
import { LicenceCard } from '../../licensing/components/licence-card';
import { HotelSettingsQuery } from '../graphql/hotel-settings-query';
import { SettingsTaxRatesQuery } from '../graphql/settings-tax-rates-query';
import { useRefreshAllData } from '../hooks/use-refresh-all-data';
import { useSaveHotelSettings } from '../hooks/use-save-hotel-settings';
import {
  TOTAL_RATE_ENTRY_CHOICES,
  formValuesFromSettings,
  hotelSettingsFormSchema,
  sameFormValues,
  type HotelSettingsFormValues,
  type SettingEntry,
} from '../hotel-settings-form';
import { settingsTabPath } from '../settings-tabs';
import { useRole } from '../../../app/use-role';
import { TwoFactorRequirementCard } from './two-factor-requirement-card';

/**
 * Settings › Hotel Information (spec 2): the licence card, the hotel details, the financial settings,
 * the timezone and rate-entry method, how early stays renew (issue 26), the system-information card, Save
 * Settings and Clear Cache & Refresh.
 */
export function HotelInformationTab() {
  const { data, previousData, loading, error, refetch } = useQuery(HotelSettingsQuery);
  // A cache reset (licence validation) briefly empties the query: keep the form, and its edits, on screen.
  const settings = (data ?? previousData)?.settings;

  if (!settings) {
    if (error && !loading) {
      return (
        <Card className="hotel-info-load-error" role="alert">
          <CardContent className="hotel-info-load-error-body">
            <CircleAlert aria-hidden="true" />
            <span>Failed to load settings</span>
            <Button variant="outline" size="sm" onClick={() => void refetch().catch(() => undefined)}>
              Try Again
            </Button>
          </CardContent>
        </Card>
      );
    }
    return <HotelInformationSkeleton />;
  }
  return <HotelInformationForm settings={settings} />;
}

function HotelInformationSkeleton() {
  return (
    <div className="hotel-info" role="status" aria-label="Loading settings">
      <Skeleton className="hotel-info-skeleton hotel-info-skeleton-short" />
      <Skeleton className="hotel-info-skeleton" />
      <div className="hotel-info-columns">
        <Skeleton className="hotel-info-skeleton" />
        <Skeleton className="hotel-info-skeleton" />
      </div>
    </div>
  );
}

function HotelInformationForm({ settings }: { settings: readonly SettingEntry[] }) {
  const formId = useId();
  const client = useApolloClient();
  const { toast } = useToast();
  const { saveSettings, saving } = useSaveHotelSettings();
  const { refreshAll, refreshing } = useRefreshAllData();
  const isOwner = useRole() === 'Owner';
  const taxRates = useQuery(SettingsTaxRatesQuery);
  const initial = formValuesFromSettings(settings);
  const form = useZodForm(hotelSettingsFormSchema, initial);
  const { values, errors, field, setValue, handleSubmit, reset } = form;

  // What the server last said. Fresh settings (another screen saved, a refresh) replace the form's
  // values only while the form holds no edits of its own.
  const saved = useRef<HotelSettingsFormValues>(initial);
  const dirty = !sameFormValues(values, saved.current);
  useEffect(() => {
    const next = formValuesFromSettings(settings);
    if (sameFormValues(next, saved.current)) return;
    const untouched = sameFormValues(values, saved.current);
    saved.current = next;
    if (untouched) reset(next);
    // Runs on a change of the server's settings only, not on each keystroke: `values` is read, not watched.
  }, [settings]);

  const resetTo = (entries: readonly SettingEntry[]) => {
    const next = formValuesFromSettings(entries);
    saved.current = next;
    reset(next);
  };

  const save = async (input: SettingEntry[]) => {
    const result = await saveSettings(input);
    if (result) resetTo(result);
  };

  const refresh = async () => {
    const ok = await refreshAll();
    if (!ok) {
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to refresh data' });
      return;
    }
    const fresh = client.readQuery({ query: HotelSettingsQuery });
    if (fresh) resetTo(fresh.settings);
  };

  const configuredTaxRates = taxRates.data?.taxRates.length ?? 0;
  const timezoneGroups = timezoneOptionsByGroup();
  const unknownTimezone = values.timezone && !isOfferedTimezone(values.timezone) ? values.timezone : null;

  return (
    <div className="hotel-info">
      <div className="hotel-info-toolbar">
        <div>
          <h2 className="hotel-info-title">Hotel Information</h2>
          <p className="hotel-info-subtitle">Your hotel's details, taxes, timezone and license.</p>
        </div>
        <Button variant="outline" onClick={() => void refresh()} disabled={refreshing}>
          <RefreshCw aria-hidden="true" className={cx(refreshing && 'spin')} />
          {refreshing ? 'Refreshing...' : 'Clear Cache & Refresh'}
        </Button>
      </div>

      <LicenceCard />

      <form id={formId} className="hotel-info-form" noValidate onSubmit={handleSubmit(save)} aria-label="Hotel settings">
        <Card>
          <CardHeader>
            <CardTitle className="hotel-info-card-title">
              <Building2 aria-hidden="true" />
              Hotel Details
            </CardTitle>
            <CardDescription>
              Shown on registration forms, receipts and reports, and checked when the license is validated.
            </CardDescription>
          </CardHeader>
          <CardContent className="hotel-info-grid">
            <FormField label="Hotel Name" error={errors.motel_name} className="hotel-info-span-2">
              <Input {...field('motel_name')} autoComplete="organization" />
            </FormField>
            <FormField label="Phone" error={errors.motel_phone}>
              <Input {...field('motel_phone')} type="tel" autoComplete="tel" />
            </FormField>
            <FormField label="Number of Rooms" error={errors.number_of_rooms} hint="1 to 999999">
              <Input {...field('number_of_rooms')} type="number" min={1} max={999999} step={1} inputMode="numeric" />
            </FormField>
            <FormField label="Address" error={errors.motel_address} className="hotel-info-span-all">
              <Input {...field('motel_address')} autoComplete="street-address" />
            </FormField>
            <FormField label="City" error={errors.motel_city} className="hotel-info-span-2">
              <Input {...field('motel_city')} autoComplete="address-level2" />
            </FormField>
            <FormField label="State" error={errors.motel_state} hint="2 letters, e.g. MA">
              <Input
                {...field('motel_state')}
                onChange={(event) => setValue('motel_state', event.target.value.toUpperCase())}
                autoComplete="address-level1"
              />
            </FormField>
            <FormField label="Zip Code" error={errors.motel_zip}>
              <Input {...field('motel_zip')} autoComplete="postal-code" inputMode="numeric" />
            </FormField>
          </CardContent>
        </Card>

        <div className="hotel-info-columns">
          <Card>
            <CardHeader>
              <CardTitle className="hotel-info-card-title">
                <Percent aria-hidden="true" />
                Financial Settings
              </CardTitle>
              <CardDescription>The two taxes of a booking (Tax 1 and Tax 2), as percentages of the subtotal.</CardDescription>
            </CardHeader>
            <CardContent className="hotel-info-stack">
              <div className="hotel-info-pair">
                <FormField label="Tax Name" error={errors.tax_name}>
                  <Input {...field('tax_name')} />
                </FormField>
                <FormField label="Tax Rate (%)" error={errors.tax_rate}>
                  <Input {...field('tax_rate')} type="number" min={0} max={100} step={0.01} inputMode="decimal" />
                </FormField>
              </div>
              <div className="hotel-info-pair">
                <FormField label="Resort Fee Name" error={errors.resort_fee_name}>
                  <Input {...field('resort_fee_name')} />
                </FormField>
                <FormField label="Resort Fee Rate (%)" error={errors.resort_fee_rate}>
                  <Input {...field('resort_fee_rate')} type="number" min={0} max={100} step={0.01} inputMode="decimal" />
                </FormField>
              </div>
              {configuredTaxRates > 0 ? (
                <p className="hotel-info-notice" data-testid="tax-rates-win">
                  <CircleAlert aria-hidden="true" />
                  <span>
                    {configuredTaxRates === 1 ? '1 tax rate is' : `${configuredTaxRates} tax rates are`} configured in the Tax
                    Rates tab, so bookings use {configuredTaxRates === 1 ? 'it' : 'those'} instead of these two.{' '}
                    <Link to={settingsTabPath('tax-rates')}>Open Tax Rates</Link>
                  </span>
                </p>
              ) : (
                <p className="hotel-info-hint">
                  Used while no tax rates are configured. When tax rates are configured in the Tax Rates tab, those win.
                </p>
              )}
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle className="hotel-info-card-title">
                <Clock aria-hidden="true" />
                Timezone &amp; Rate Entry
              </CardTitle>
              <CardDescription>"Today" on every screen is the date in the hotel's timezone.</CardDescription>
            </CardHeader>
            <CardContent className="hotel-info-stack">
              <FormField label="Timezone" error={errors.timezone}>
                <Select {...field('timezone')}>
                  {unknownTimezone && <option value={unknownTimezone}>{timezoneLabel(unknownTimezone)}</option>}
                  {timezoneGroups.map(({ group, options }) => (
                    <optgroup key={group} label={group}>
                      {options.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </Select>
              </FormField>
              <fieldset className="hotel-info-choice-group">
                <legend className="label">Rate Entry Method</legend>
                {TOTAL_RATE_ENTRY_CHOICES.map((choice) => (
                  <label
                    key={choice.value}
                    className={cx('hotel-info-choice', values.total_rate_entry === choice.value && 'hotel-info-choice-selected')}
                  >
                    <input
                      type="radio"
                      name="total_rate_entry"
                      value={choice.value}
                      checked={values.total_rate_entry === choice.value}
                      onChange={() => setValue('total_rate_entry', choice.value)}
                    />
                    <span>
                      <span className="hotel-info-choice-title">{choice.label}</span>
                      <span className="hotel-info-choice-text">{choice.description}</span>
                    </span>
                  </label>
                ))}
                {errors.total_rate_entry && <p className="form-field-error">{errors.total_rate_entry}</p>}
              </fieldset>
            </CardContent>
          </Card>
        </div>

        <Card>
          <CardHeader>
            <CardTitle className="hotel-info-card-title">
              <Repeat aria-hidden="true" />
              Stays That Renew
            </CardTitle>
            <CardDescription>
              A stay set to Auto-renew (in Bookings) gets its next night, week or month this many days before it checks out.
            </CardDescription>
          </CardHeader>
          <CardContent className="hotel-info-grid">
            <FormField
              label="Renew stays this many days before check-out"
              error={errors.renewal_days_ahead}
              hint={`0 to ${RENEWAL_DAYS_AHEAD_MAX} days`}
            >
              <Input
                {...field('renewal_days_ahead')}
                type="number"
                min={0}
                max={RENEWAL_DAYS_AHEAD_MAX}
                step={1}
                inputMode="numeric"
              />
            </FormField>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle className="hotel-info-card-title">
              <CalendarSync aria-hidden="true" />
              Booking-Site Calendars
            </CardTitle>
            <CardDescription>
              The calendars of Airbnb, Booking.com or Vrbo that rooms import (Room Types &amp; Rooms, a room’s Calendar sync) are
              read this often.
            </CardDescription>
          </CardHeader>
          <CardContent className="hotel-info-grid">
            <FormField
              label="Read the booking sites’ calendars every (minutes)"
              error={errors.ical_poll_minutes}
              hint={`${POLL_MINUTES_MIN} to ${POLL_MINUTES_MAX} minutes`}
            >
              <Input
                {...field('ical_poll_minutes')}
                type="number"
                min={POLL_MINUTES_MIN}
                max={POLL_MINUTES_MAX}
                step={1}
                inputMode="numeric"
              />
            </FormField>
          </CardContent>
        </Card>
      </form>

      {isOwner && <TwoFactorRequirementCard />}

      <DemoSystemInfoCard />

      {/* Sticky at the bottom of the window, its button on the left: toasts appear bottom-right. */}
      <div className="hotel-info-save-bar">
        <Button type="submit" form={formId} disabled={saving}>
          <Save aria-hidden="true" />
          {saving ? 'Saving...' : 'Save Settings'}
        </Button>
        <span className="hotel-info-save-state" aria-live="polite">
          {dirty ? 'You have unsaved changes.' : ''}
        </span>
      </div>
    </div>
  );
}
