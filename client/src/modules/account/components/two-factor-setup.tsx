import { useEffect, useState } from 'react';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { TwoFactorCodeForm } from './two-factor-code-form';

export interface TwoFactorSetupProps {
  secret: string;
  otpauthUrl: string;
  /** The first code: resolves the server's refusal, or null when it is on. */
  onSubmitCode: (code: string) => Promise<string | null>;
  onCancel: () => void;
}

/** The secret in groups of four, as authenticator apps show it and as it is easiest to type. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Turning two-factor on: the QR code of the otpauth:// address, the secret to type instead, a first code. */
export function TwoFactorSetup({ secret, otpauthUrl, onSubmitCode, onCancel }: TwoFactorSetupProps) {
  const [qrCode, setQrCode] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    // The QR code library is loaded here, when a person sets two-factor up: in the start-up code every page
    // (the console's 10,000-row grids too) parsed and ran it before its first read went out.
    import('qrcode')
      .then(({ default: QRCode }) => QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 1, width: 200 }))
      .then((url) => {
        if (current) setQrCode(url);
      })
      .catch((error: unknown) => console.error('QR code failed; the key below still works.', error));
    return () => {
      current = false;
    };
  }, [otpauthUrl]);

  return (
    <section className="two-factor-section" aria-labelledby="two-factor-setup-heading">
      <h2 id="two-factor-setup-heading" className="two-factor-heading">
        Set up your authenticator app
      </h2>
      <div className="two-factor-setup">
        <div className="two-factor-qr">
          {qrCode ? (
            <img
              src={qrCode}
              width={200}
              height={200}
              alt="QR code to scan with your authenticator app: it adds your Innkeep sign-in"
            />
          ) : (
            <Skeleton className="two-factor-qr-placeholder" />
          )}
        </div>
        <ol className="two-factor-steps">
          <li>Scan the QR code with your authenticator app.</li>
          <li>
            Or enter this key by hand:
            <code className="two-factor-secret" data-testid="two-factor-secret" aria-label={`Key: ${secret}`}>
              {grouped(secret)}
            </code>
          </li>
          <li>Enter the 6-digit code the app shows for Innkeep.</li>
        </ol>
      </div>
      <TwoFactorCodeForm
        onSubmit={onSubmitCode}
        submitLabel="Turn on"
        busyLabel="Turning on..."
        secondaryAction={
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        }
      />
    </section>
  );
}
