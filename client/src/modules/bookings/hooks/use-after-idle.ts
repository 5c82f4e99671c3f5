import { useEffect, useState } from 'react';

/** The longest the browser may keep us waiting for an idle moment. */
const IDLE_TIMEOUT_MS = 1000;

/**
 * True once `ready` has been true and the browser has then had an idle moment (or IDLE_TIMEOUT_MS passed),
 * and from then on. Recent Bookings' first rows are drawn and answer a click before the entry row's
 * 10,000-room list is asked: that answer's parsing and drawing otherwise held the clerk's first click back.
 */
export function useAfterIdle(ready: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setIdle(true), 0);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }, [ready, idle]);
  return idle;
}
