import { useEffect, useState, type RefObject } from 'react';

/** One invalid cell's message, placed under its cell. */
export interface EntryCellMessage {
  field: string;
  text: string;
  /** The cell's left edge within the grid, px. */
  left: number;
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
      {messages.map((message) => (
        <li
          key={message.field}
          className="entry-cell-message"
          data-testid="entry-cell-message"
          style={{ marginLeft: Math.max(0, message.left) }}
        >
          {message.text}
        </li>
      ))}
    </ul>
  );
}
