import { useCallback, useEffect, useState } from 'react';
import { publicApi, type OfferedRoomType } from '../public-api';
import type { Stay } from '../stay-choice';

export type AvailabilityState =
  /** No stay to ask about yet (the dates have a problem). */
  | { status: 'idle' }
  | { status: 'loading'; roomTypes: OfferedRoomType[] | null }
  | { status: 'ready'; stay: Stay; roomTypes: OfferedRoomType[] }
  /** The server refused the stay (422: in the past, too far ahead, too short), with its reason. */
  | { status: 'refused'; message: string }
  | { status: 'failed'; message: string };

/** A typed date settles before the page asks: one request per stay, not per keystroke. */
const SETTLE_MS = 250;

/**
 * The offered room types for a stay, asked again whenever the stay changes (an answer for an older stay is
 * dropped) and on `refresh` (after a room was just taken).
 */
export function useAvailability(slug: string, stay: Stay | null) {
  const [state, setState] = useState<AvailabilityState>({ status: 'idle' });
  const [round, setRound] = useState(0);
  const checkIn = stay?.checkIn;
  const nights = stay?.nights;

  useEffect(() => {
    if (checkIn === undefined || nights === undefined) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({
      status: 'loading',
      roomTypes: previous.status === 'ready' || previous.status === 'loading' ? previous.roomTypes : null,
    }));
    const timer = window.setTimeout(() => {
      publicApi
        .availability(slug, { checkIn, nights }, { signal: controller.signal })
        .then((result) => {
          if (result.ok) setState({ status: 'ready', stay: { checkIn, nights }, roomTypes: result.data.roomTypes });
          else if (result.status === 422) setState({ status: 'refused', message: result.message });
          else setState({ status: 'failed', message: result.message });
        })
        .catch(() => undefined);
    }, SETTLE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [slug, checkIn, nights, round]);

  const refresh = useCallback(() => setRound((n) => n + 1), []);
  return { state, refresh };
}
