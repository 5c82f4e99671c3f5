import { useEffect, useState, type RefObject } from 'react';

/** One invalid cell's message, placed under its cell. */
export interface EntryCellMessage {
  field: string;
  text: string;
  /** The cell's left edge within the grid, px. */
  left: number;
  /** A note on how the row is priced rather than a problem. */
  note?: boolean;
  /** A question rather than a problem: the clerk keeps the value or changes it. */
  question?: { keep: () => void; change: () => void };
}

export type EntryMessageSink = (messages: EntryCellMessage[]) => void;

/**
 * The entry row's cell messages. Kept in their own state, fed through `sinkRef`, so that showing a message
 * does not re-render the grid (which would re-apply its settings while the clerk types).
 */
export function EntryCellMessages({ sinkRef }: { sinkRef: RefObject<EntryMessageSink | null> }) {
  const [messages, setMessages] = useState<EntryCellMessage[]>([]);
  useEffect(() => {
    sinkRef.current = setMessages;
    return () => {
      sinkRef.current = null;
    };
  }, [sinkRef]);
  if (!messages.length) return null;
  return (
    <ul className="entry-cell-messages" aria-live="polite">
      {messages.map((message) =>
        message.note ? (
          <li key={message.field} className="entry-pricing-note" data-testid="entry-pricing-note">
            {message.text}
          </li>
        ) : message.question ? (
          <li
            key={message.field}
            className="entry-cell-message entry-cell-question"
            data-testid="entry-cell-question"
            style={{ marginLeft: Math.max(0, message.left) }}
          >
            <span>{message.text}</span>
            <button type="button" className="entry-question-answer" data-question-answer="keep" onClick={message.question.keep}>
              Keep it
            </button>
            <button
              type="button"
              className="entry-question-answer"
              data-question-answer="change"
              onClick={message.question.change}
            >
              Change it
            </button>
          </li>
        ) : (
          <li
            key={message.field}
            className="entry-cell-message"
            data-testid="entry-cell-message"
            style={{ marginLeft: Math.max(0, message.left) }}
          >
            {message.text}
          </li>
        ),
      )}
    </ul>
  );
}
