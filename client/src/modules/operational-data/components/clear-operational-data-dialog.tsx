import { Eraser } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { CLEAR_CONFIRMATIONS } from '../hooks/use-clear-operational-data';

export interface ClearOperationalDataDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The hotel's name, which the Owner types to enable the second confirmation's button. */
  hotelName: string;
  onConfirm: () => void;
}

/**
 * The spec's two confirmations before Clear Operational Data (issue 23: two stray Enters must not wipe a
 * hotel). The first opens with the focus on Cancel; the second enables its button only once the hotel's
 * name is typed, so Enter does nothing until then.
 */
export function ClearOperationalDataDialog({ open, onOpenChange, hotelName, onConfirm }: ClearOperationalDataDialogProps) {
  const [step, setStep] = useState<1 | 2>(1);
  const [typed, setTyped] = useState('');
  const formId = useId();
  const matches = typed.trim() === hotelName.trim() && hotelName.trim() !== '';

  const close = (next: boolean) => {
    if (!next) {
      setStep(1);
      setTyped('');
    }
    onOpenChange(next);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      size="sm"
      title="Clear Operational Data"
      description={step === 1 ? CLEAR_CONFIRMATIONS[0] : CLEAR_CONFIRMATIONS[1]}
      footer={
        step === 1 ? (
          <>
            <Button variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={() => setStep(2)}>
              Continue
            </Button>
          </>
        ) : (
          <>
            <Button variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button variant="destructive" type="submit" form={formId} disabled={!matches}>
              <Eraser aria-hidden="true" />
              Clear Operational Data
            </Button>
          </>
        )
      }
    >
      {step === 2 && (
        <form
          id={formId}
          onSubmit={(event) => {
            event.preventDefault();
            if (!matches) return;
            close(false);
            onConfirm();
          }}
        >
          <FormField label={`Type the hotel’s name, ${hotelName}, to confirm`}>
            <Input value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" autoFocus />
          </FormField>
        </form>
      )}
    </Dialog>
  );
}
