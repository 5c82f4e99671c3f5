import { OWNERS } from '@core/roles';
import { useQuery } from '@apollo/client/react';
import { BadgeCheck, KeyRound, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { LicenceStatusFieldsFragment } from '../../../gql/graphql';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card';
import { cx } from '../../../ui/class-names';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { Skeleton } from '../../../ui/skeleton';
import { useToast } from '../../../ui/toast';
import { LicenceHotelSettingsQuery } from '../graphql/licence-hotel-settings-query';
import { useLicenceStatus } from '../hooks/use-licence-status';
import { useValidateLicence } from '../hooks/use-validate-licence';
import { useRoleAllows } from '../../../app/use-role';
import {
  licenceBadgeText,
  licenceFieldsFromSettings,
  simulateLicenceVerify,
  VERIFY_MESSAGES,
  type LicenceHotelFields,
} from '../licence-form';
import './licensing.css';

export interface LicenceCardProps {
  /**
   * The hotel details to validate against. Leave out to use the saved settings; a settings form with
   * unsaved edits can pass its own values.
   */
  hotel?: LicenceHotelFields;
}

/**
 * Settings → Hotel Information, the licence card (spec 2): in demo mode a licence-key box with Verify (a
 * simulated check, no server call) and Validate License (the real one); in licensed mode a licensed card.
 */
export function LicenceCard({ hotel }: LicenceCardProps) {
  const { status, loading } = useLicenceStatus();
  if (loading && !status) {
    return (
      <Card className="licence-card">
        <CardContent>
          <Skeleton className="licence-skeleton" />
        </CardContent>
      </Card>
    );
  }
  if (status?.licensed) return <LicensedCard status={status} />;
  return <DemoLicenceCard status={status} hotel={hotel} />;
}

function LicenceBadge({ status }: { status: Pick<LicenceStatusFieldsFragment, 'licensed' | 'expired'> }) {
  const text = licenceBadgeText(status);
  return (
    <Badge
      variant={status.expired ? 'destructive' : 'outline'}
      className={cx(
        'licence-card-badge',
        status.licensed ? 'licence-card-badge-licensed' : !status.expired && 'licence-card-badge-demo',
      )}
    >
      {text}
    </Badge>
  );
}

function LicensedCard({ status }: { status: LicenceStatusFieldsFragment }) {
  return (
    <Card className="licence-card licence-card-licensed" data-testid="licence-card">
      <CardHeader className="licence-card-header">
        <div className="licence-card-title">
          <ShieldCheck aria-hidden="true" className="licence-card-icon licence-card-icon-licensed" />
          <div>
            <CardTitle>Licensed Version</CardTitle>
            <CardDescription>Your license is active. There are no time or transaction limits.</CardDescription>
          </div>
        </div>
        <LicenceBadge status={status} />
      </CardHeader>
      <CardContent>
        {status.licenceKey && (
          <p className="licence-card-key-line">
            License key: <code className="licence-card-key">{status.licenceKey}</code>
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function DemoLicenceCard({ status, hotel }: { status: LicenceStatusFieldsFragment | undefined; hotel?: LicenceHotelFields }) {
  const { toast } = useToast();
  const settings = useQuery(LicenceHotelSettingsQuery, { skip: hotel !== undefined });
  const { validateLicence, validating } = useValidateLicence();
  const mayValidate = useRoleAllows(OWNERS);
  const [licenceKey, setLicenceKey] = useState('');
  const [verifying, setVerifying] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const expired = status?.expired ?? false;
  const blank = licenceKey.trim() === '';

  const verify = async () => {
    setVerifying(true);
    const ok = await simulateLicenceVerify(licenceKey);
    if (!mounted.current) return;
    setVerifying(false);
    toast(
      ok
        ? { title: 'Success', description: VERIFY_MESSAGES.success }
        : { variant: 'destructive', title: 'Error', description: VERIFY_MESSAGES.failure },
    );
  };

  const validate = async () => {
    const fields = hotel ?? licenceFieldsFromSettings(settings.data?.settings ?? []);
    await validateLicence(licenceKey, fields);
  };

  return (
    <Card className={cx('licence-card', expired ? 'licence-card-expired' : 'licence-card-demo')} data-testid="licence-card">
      <CardHeader className="licence-card-header">
        <div className="licence-card-title">
          <KeyRound aria-hidden="true" className="licence-card-icon" />
          <div>
            <CardTitle>License</CardTitle>
            <CardDescription>
              {expired
                ? `The demo has expired: ${status?.expiredReason ?? 'its limits are reached'}. Enter your license key to keep working.`
                : 'This hotel runs as a demo. Enter the license key your administrator gave you to unlock the full version.'}
            </CardDescription>
          </div>
        </div>
        {status && <LicenceBadge status={status} />}
      </CardHeader>
      <CardContent className="licence-card-body">
        {/* Issue 15: licence validation is the Owner's alone; a Manager is told so instead of being refused. */}
        {!mayValidate ? (
          <p className="licence-card-hint">Only the hotel&apos;s Owner can enter the license key.</p>
        ) : (
          <>
            <form
              className="licence-card-form"
              onSubmit={(event) => {
                event.preventDefault();
                void validate();
              }}
            >
              <FormField label="License Key" className="licence-card-field">
                <Input
                  value={licenceKey}
                  onChange={(event) => setLicenceKey(event.target.value)}
                  placeholder="XXXXX-XXXXX-XXXXX-XXXXX-XXXXX"
                  autoComplete="off"
                  spellCheck={false}
                  className="licence-card-input"
                />
              </FormField>
              <div className="licence-card-actions">
                <Button type="button" variant="outline" disabled={blank || verifying} onClick={() => void verify()}>
                  <BadgeCheck aria-hidden="true" />
                  {verifying ? 'Verifying...' : 'Verify'}
                </Button>
                <Button type="submit" disabled={validating}>
                  <ShieldCheck aria-hidden="true" />
                  {validating ? 'Validating...' : 'Validate License'}
                </Button>
              </div>
            </form>
            <p className="licence-card-hint">
              Validation checks the key against the hotel name, address, city, state, zip and number of rooms saved below.
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
