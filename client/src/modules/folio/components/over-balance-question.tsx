import { Button } from '../../../ui/button';
import './folio.css';

/**
 * The question a payment over the balance asks before it is taken (issue 23): Record credit takes it as
 * typed, Change amount goes back to the amount. The first button takes the focus, so Enter answers it.
 */
export function OverBalanceQuestion(props: { question: string; busy: boolean; onRecord: () => void; onChange: () => void }) {
  return (
    <div className="folio-question" role="alert">
      <p>{props.question}</p>
      <div className="folio-form-actions">
        <Button type="button" autoFocus disabled={props.busy} onClick={props.onRecord}>
          Record credit
        </Button>
        <Button type="button" variant="outline" onClick={props.onChange}>
          Change amount
        </Button>
      </div>
    </div>
  );
}
