import { useEffect, useState, type RefObject } from 'react';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';

/** Asks about these changes, one line a cell; resolves true when the clerk saves them, false on Cancel. */
export type AskBatchChange = (bookings: number, lines: string[]) => Promise<boolean>;

interface Question {
  bookings: number;
  lines: string[];
  answer: (save: boolean) => void;
}

/**
 * The question before a paste or fill rewrites saved bookings: every cell it changes, then Cancel (which has
 * the focus: Enter alone rewrites nothing) or Save changes. Kept in its own state, reached through
 * `askRef`, so that asking does not re-render the grid.
 */
export function BatchChangeDialog({ askRef }: { askRef: RefObject<AskBatchChange | null> }) {
  const [question, setQuestion] = useState<Question | null>(null);
  useEffect(() => {
    askRef.current = (bookings, lines) =>
      new Promise<boolean>((resolve) => {
        setQuestion({
          bookings,
          lines,
          answer: (save) => {
            setQuestion(null);
            resolve(save);
          },
        });
      });
    return () => {
      askRef.current = null;
    };
  }, [askRef]);

  const count = question?.bookings ?? 0;
  return (
    <Dialog
      open={question !== null}
      onOpenChange={(open) => !open && question?.answer(false)}
      title={`Change ${count} saved ${count === 1 ? 'booking' : 'bookings'}?`}
      description="These cells will change. They are saved together: all of them, or none if one is refused."
      footer={
        <>
          <Button variant="outline" onClick={() => question?.answer(false)}>
            Cancel
          </Button>
          <Button onClick={() => question?.answer(true)}>Save changes</Button>
        </>
      }
    >
      <ul className="batch-change-list" aria-label="Changes" data-testid="batch-change-list">
        {question?.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Dialog>
  );
}
