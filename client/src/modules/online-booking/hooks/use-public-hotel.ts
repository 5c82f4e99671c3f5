import { useEffect, useState } from 'react';
import { publicApi, type PublicHotel } from '../public-api';

export type PublicHotelState =
  | { status: 'loading' }
  | { status: 'ready'; hotel: PublicHotel }
  /** 404: the page is off or its address unknown (the two look alike on purpose). */
  | { status: 'missing' }
  | { status: 'failed'; message: string };

/** The hotel behind /book/{slug}, read once per address. */
export function usePublicHotel(slug: string): PublicHotelState {
  const [state, setState] = useState<PublicHotelState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    publicApi
      .hotel(slug, { signal: controller.signal })
      .then((result) => {
        if (result.ok) setState({ status: 'ready', hotel: result.data });
        else if (result.status === 404) setState({ status: 'missing' });
        else setState({ status: 'failed', message: result.message });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [slug]);
  return state;
}
