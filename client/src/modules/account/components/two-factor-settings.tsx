import { useMutation } from '@apollo/client/react';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Account } from '../../../app/auth-context';
import { serverErrorMessage } from '../../../app/graphql-error';
import { useAuth } from '../../../app/use-auth';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useToast } from '../../../ui/toast';
import { AuthLayout } from '../../auth/components/auth-layout';
import { DisableTwoFactorMutation } from '../graphql/disable-two-factor-mutation';
import { EnableTwoFactorMutation } from '../graphql/enable-two-factor-mutation';
import { SetUpTwoFactorMutation } from '../graphql/set-up-two-factor-mutation';
import { mustSetUpTwoFactor } from '../two-factor-state';
import { TwoFactorCodeForm } from './two-factor-code-form';
import { TwoFactorRecoveryCodes } from './two-factor-recovery-codes';
import { TwoFactorSetup } from './two-factor-setup';
import './two-factor.css';

type Stage =
  | { name: 'status' }
  | { name: 'setup'; secret: string; otpauthUrl: string }
  /** `thenConsole`: the hotel held the person here; the console opens once the codes are saved. */
  | { name: 'codes'; recoveryCodes: string[]; thenConsole: boolean }
  | { name: 'turning-off' };

const NO_SERVER = 'The server could not be reached. Please try again.';

/**
 * Whether two-factor sign-in is on, and turning it on (a QR code, a first code, the ten recovery codes shown
 * once) or off (a code). A person whose hotel requires it and who has not set it up sees only this.
 */
export function TwoFactorSettings({ account }: { account: Account }) {
  const { refetchAccount, logout } = useAuth();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [stage, setStage] = useState<Stage>({ name: 'status' });
  const [setUp, { loading: settingUp }] = useMutation(SetUpTwoFactorMutation);
  const [enable] = useMutation(EnableTwoFactorMutation);
  const [disable] = useMutation(DisableTwoFactorMutation);
  const { user } = account;
  // Held at this page: nothing else opens until it is on (the console sends them back here).
  const held = mustSetUpTwoFactor(account);

  useEffect(() => {
    document.title = 'Two-factor sign-in · Innkeep';
    return () => {
      document.title = 'Innkeep';
    };
  }, []);

  const startSetUp = async () => {
    try {
      const { data } = await setUp();
      if (data) setStage({ name: 'setup', ...data.setUpTwoFactor });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: serverErrorMessage(error) ?? NO_SERVER });
    }
  };

  const turnOn = async (code: string): Promise<string | null> => {
    try {
      const { data } = await enable({ variables: { code } });
      // Held is read now: a refresh of `me` while the codes are on screen already says it is on.
      if (data) setStage({ name: 'codes', recoveryCodes: data.enableTwoFactor, thenConsole: held });
      return null;
    } catch (error) {
      return serverErrorMessage(error) ?? NO_SERVER;
    }
  };

  const turnOff = async (code: string): Promise<string | null> => {
    try {
      await disable({ variables: { code } });
    } catch (error) {
      return serverErrorMessage(error) ?? NO_SERVER;
    }
    await refetchAccount().catch(() => undefined);
    setStage({ name: 'status' });
    toast({ title: 'Success', description: 'Two-factor sign-in is off' });
    return null;
  };

  /** The codes are saved: `me` is read again (the console opens now if the hotel held them here). */
  const finish = async (thenConsole: boolean) => {
    await refetchAccount().catch(() => undefined);
    setStage({ name: 'status' });
    toast({ title: 'Success', description: 'Two-factor sign-in is on' });
    if (thenConsole) navigate('/hotel');
  };

  return (
    <AuthLayout
      wide
      icon={<ShieldCheck />}
      title="Two-factor sign-in"
      description={
        held ? (
          <>
            <strong>Your hotel requires two-factor sign-in.</strong> Please set it up to continue.
          </>
        ) : (
          'After your password, a 6-digit code from an authenticator app on your phone.'
        )
      }
      footer={
        <div className="two-factor-footer">
          <span>
            Signed in as <strong>{user.name}</strong> ({user.email})
          </span>
          {held ? (
            <Button variant="link" onClick={() => void logout()}>
              Sign out
            </Button>
          ) : (
            <Link to="/hotel">Back to the console</Link>
          )}
        </div>
      }
    >
      {stage.name === 'setup' && (
        <TwoFactorSetup
          secret={stage.secret}
          otpauthUrl={stage.otpauthUrl}
          onSubmitCode={turnOn}
          onCancel={() => setStage({ name: 'status' })}
        />
      )}
      {stage.name === 'codes' && (
        <TwoFactorRecoveryCodes codes={stage.recoveryCodes} onDone={() => void finish(stage.thenConsole)} />
      )}
      {stage.name === 'turning-off' && (
        <section className="two-factor-section" aria-labelledby="two-factor-off-heading">
          <h2 id="two-factor-off-heading" className="two-factor-heading">
            Turn off two-factor sign-in
          </h2>
          <p className="two-factor-text">Enter a code from your authenticator app, or one of your recovery codes.</p>
          <TwoFactorCodeForm
            onSubmit={turnOff}
            submitLabel="Turn off"
            busyLabel="Turning off..."
            allowRecovery
            autoFocus
            secondaryAction={
              <Button variant="outline" onClick={() => setStage({ name: 'status' })}>
                Cancel
              </Button>
            }
          />
        </section>
      )}
      {stage.name === 'status' && (
        <section className="two-factor-section" aria-label="Status">
          <div className="two-factor-status">
            {user.twoFactorEnabled ? (
              <ShieldCheck aria-hidden="true" className="two-factor-status-icon two-factor-status-on" />
            ) : (
              <ShieldOff aria-hidden="true" className="two-factor-status-icon" />
            )}
            <span className="two-factor-status-text">Two-factor sign-in is</span>
            <Badge variant={user.twoFactorEnabled ? 'default' : 'outline'} data-testid="two-factor-status">
              {user.twoFactorEnabled ? 'On' : 'Off'}
            </Badge>
          </div>
          {user.twoFactorEnabled ? (
            user.twoFactorRequired ? (
              <p className="two-factor-text">Your hotel requires two-factor sign-in, so it cannot be turned off.</p>
            ) : (
              <div className="two-factor-code-actions">
                <Button variant="outline" onClick={() => setStage({ name: 'turning-off' })}>
                  Turn off
                </Button>
              </div>
            )
          ) : (
            <>
              <p className="two-factor-text">
                Use an authenticator app such as Google Authenticator or 1Password. You will also get ten recovery codes, for a
                day without your phone.
              </p>
              <div className="two-factor-code-actions">
                <Button onClick={() => void startSetUp()} disabled={settingUp}>
                  {settingUp && <Spinner label="" />}
                  Turn on
                </Button>
              </div>
            </>
          )}
        </section>
      )}
    </AuthLayout>
  );
}
