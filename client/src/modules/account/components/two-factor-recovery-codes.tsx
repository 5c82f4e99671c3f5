import { Copy, Download, TriangleAlert } from 'lucide-react';
import { Button } from '../../../ui/button';
import { useToast } from '../../../ui/toast';

export interface TwoFactorRecoveryCodesProps {
  codes: readonly string[];
  onDone: () => void;
}

const FILE_NAME = 'innkeep-recovery-codes.txt';

/** What the copied text and the downloaded file hold. */
function recoveryCodesText(codes: readonly string[]): string {
  return [
    'Innkeep recovery codes',
    'Each code signs you in once, in place of a code from your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/** The ten recovery codes, shown this once, to copy or download before going on. */
export function TwoFactorRecoveryCodes({ codes, onDone }: TwoFactorRecoveryCodesProps) {
  const { toast } = useToast();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(recoveryCodesText(codes));
      toast({ title: 'Copied', description: 'The recovery codes are on the clipboard.' });
    } catch {
      toast({ variant: 'destructive', title: 'Error', description: 'Could not copy. Please download them instead.' });
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([recoveryCodesText(codes)], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = FILE_NAME;
    link.click();
    // The click has started the download; the address is not needed after this turn.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <section className="two-factor-section" aria-labelledby="two-factor-codes-heading">
      <h2 id="two-factor-codes-heading" className="two-factor-heading">
        Two-factor sign-in is on: save your recovery codes
      </h2>
      <p className="two-factor-notice" role="note">
        <TriangleAlert aria-hidden="true" />
        <span>
          These codes are shown only now. Keep them somewhere safe: each one signs you in once if your phone is not at hand.
        </span>
      </p>
      <ol className="two-factor-recovery-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="two-factor-code-actions">
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          Copy
        </Button>
        <Button variant="outline" onClick={download}>
          <Download aria-hidden="true" />
          Download .txt
        </Button>
        <Button onClick={onDone} className="two-factor-done">
          I have saved them
        </Button>
      </div>
    </section>
  );
}
