import { twoFactorCodeSchema } from '@core/schemas/two-factor.schema';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { Spinner } from '../../../ui/spinner';
import { useZodForm } from '../../../ui/use-zod-form';
import './two-factor.css';

export interface TwoFactorCodeFormProps {
  /** Sends the code (six digits, or a recovery code as typed); resolves the server's refusal, or null when it took. */
  onSubmit: (code: string) => Promise<string | null>;
  submitLabel: string;
  busyLabel: string;
  /** Offers "Use a recovery code" (sign-in and turning off); setting up takes an app code only. */
  allowRecovery?: boolean;
  /** Tells the page which kind of code is asked, for its heading. */
  onModeChange?: (recovery: boolean) => void;
  autoFocus?: boolean;
  submitClassName?: string;
  /** Beside the submit button, e.g. Cancel. */
  secondaryAction?: ReactNode;
}

/**
 * One field for a two-factor code: the authenticator app's six digits (the phone offers the code it just
 * received: autocomplete one-time-code), or on request one of the recovery codes. The server's refusal
 * ("That code is not right…") is shown under the field, word for word.
 */
export function TwoFactorCodeForm({
  onSubmit,
  submitLabel,
  busyLabel,
  allowRecovery = false,
  onModeChange,
  autoFocus = false,
  submitClassName,
  secondaryAction,
}: TwoFactorCodeFormProps) {
  const [recovery, setRecovery] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useZodForm(twoFactorCodeSchema, { code: '' });

  const submit = form.handleSubmit(async ({ code }) => {
    setBusy(true);
    setRefusal(null);
    try {
      const refused = await onSubmit(code);
      if (refused) {
        setRefusal(refused);
        form.setValue('code', '');
      }
    } finally {
      setBusy(false);
    }
  });

  const switchMode = () => {
    const next = !recovery;
    setRecovery(next);
    setRefusal(null);
    form.reset({ code: '' });
    onModeChange?.(next);
  };

  const codeField = form.field('code');
  return (
    <form className="two-factor-code-form" onSubmit={submit} noValidate>
      <FormField
        label={recovery ? 'Recovery code' : 'Authentication code'}
        error={form.errors.code ?? refusal ?? undefined}
        hint={recovery ? 'Ten letters and digits, as on your saved list, e.g. abcde-23456.' : undefined}
      >
        {recovery ? (
          <Input
            key="recovery"
            {...codeField}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="abcde-23456"
            className="two-factor-code-input"
            autoFocus={autoFocus}
          />
        ) : (
          <Input
            key="totp"
            {...codeField}
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9 ]*"
            maxLength={7}
            placeholder="123456"
            className="two-factor-code-input"
            autoFocus={autoFocus}
          />
        )}
      </FormField>
      {allowRecovery && (
        <Button variant="link" className="two-factor-mode-link" onClick={switchMode}>
          {recovery ? 'Use your authenticator app' : 'Use a recovery code'}
        </Button>
      )}
      <div className="two-factor-code-actions">
        <Button type="submit" className={submitClassName} disabled={busy}>
          {busy && <Spinner label="" />}
          {busy ? busyLabel : submitLabel}
        </Button>
        {secondaryAction}
      </div>
    </form>
  );
}
