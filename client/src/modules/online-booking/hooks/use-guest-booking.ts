import { useCallback, useEffect, useState } from 'react';
import { publicApi, type GuestBooking } from '../public-api';

export type GuestBookingState =
  | { status: 'loading' }
  | { status: 'ready'; booking: GuestBooking }
  | { status: 'missing' }
  | { status: 'failed'; message: string };

/** The booking behind a manage link, and its cancellation (answering the server's refusal, or null when done). */
export function useGuestBooking(token: string) {
  const [state, setState] = useState<GuestBookingState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    publicApi
      .booking(token, { signal: controller.signal })
      .then((result) => {
        if (result.ok) setState({ status: 'ready', booking: result.data });
        else if (result.status === 404) setState({ status: 'missing' });
        else setState({ status: 'failed', message: result.message });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [token]);

  const cancel = useCallback(async (): Promise<string | null> => {
    const result = await publicApi.cancel(token);
    if (!result.ok) return result.message;
    setState({ status: 'ready', booking: result.data });
    return null;
  }, [token]);

  return { state, cancel };
}
