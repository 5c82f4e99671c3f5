/**
 * The guest's booking page talks to the public REST paths (/api/public/…): they need no sign-in, and they are
 * the one part of the product GraphQL does not serve. Every call answers a result, never throws: the screens
 * show a refusal's message where it belongs.
 */

/** GET /api/public/hotels/{slug}: what the page shows about the hotel and the rules of its stays. */
export interface PublicHotel {
  name: string;
  address: string | null;
  city: string | null;
  state: string | null;
  description: string | null;
  minNights: number;
  maxDaysAhead: number;
  cancellationDays: number;
  currency: string;
}

export interface TaxAmount {
  name: string;
  amount: string;
}

/** One offered room type for the asked nights; a sold-out type has `available` 0 and no price. */
export interface OfferedRoomType {
  id: number;
  name: string;
  available: number;
  rateType?: string | null;
  subtotal?: string | null;
  taxes?: TaxAmount[] | null;
  total?: string | null;
}

export interface Availability {
  roomTypes: OfferedRoomType[];
}

/** POST /api/public/hotels/{slug}/bookings's body. `website` is the honeypot: people leave it empty. */
export interface BookingRequest {
  roomTypeId: number;
  checkIn: string;
  nights: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  website: string;
}

/** The 201's body: what the guest keeps. */
export interface BookingMade {
  reference: string;
  checkIn: string;
  checkOut: string;
  roomType: string;
  total: string;
  manageUrl: string;
}

/** The hotel as a guest's booking names it: whom they booked with and how to reach them. */
export interface HotelContact {
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
}

/** GET /api/public/bookings/{token}: the booking as its guest sees it (no internal ids, nobody else's data). */
export interface GuestBooking {
  reference: string;
  hotel: HotelContact;
  guestName: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  roomType: string;
  rateType: string;
  subtotal: string;
  taxes: TaxAmount[];
  total: string;
  currency: string;
  /** The stay's status: Reserved, Checked In, Checked Out, Cancelled, No Show. */
  status: string;
  cancellationPolicy: string;
  freeCancellationUntil: string;
  canCancel: boolean;
}

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; message: string };

/** What a failed request says when the server never answered (status 0). */
export const OFFLINE_MESSAGE = 'We could not reach the hotel. Please check your connection and try again.';
const FAILED_MESSAGE = 'Something went wrong on our side. Please try again.';

export interface RequestOptions {
  signal?: AbortSignal;
}

async function call<T>(method: 'GET' | 'POST', path: string, body: unknown, options: RequestOptions = {}): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers:
        body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
      // The manage link's token is in this page's address: no other site may learn it from a Referer.
      referrerPolicy: 'no-referrer',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { ok: false, status: 0, message: OFFLINE_MESSAGE };
  }
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, status: response.status, data: json as T };
  const message =
    json && typeof json === 'object' && 'error' in json && typeof json.error === 'string' && json.error
      ? json.error
      : FAILED_MESSAGE;
  return { ok: false, status: response.status, message };
}

const hotelPath = (slug: string) => `/api/public/hotels/${encodeURIComponent(slug)}`;
const bookingPath = (token: string) => `/api/public/bookings/${encodeURIComponent(token)}`;

export const publicApi = {
  hotel: (slug: string, options?: RequestOptions) => call<PublicHotel>('GET', hotelPath(slug), undefined, options),
  availability: (slug: string, stay: { checkIn: string; nights: number }, options?: RequestOptions) =>
    call<Availability>(
      'GET',
      `${hotelPath(slug)}/availability?${new URLSearchParams({ checkIn: stay.checkIn, nights: String(stay.nights) })}`,
      undefined,
      options,
    ),
  book: (slug: string, request: BookingRequest) => call<BookingMade>('POST', `${hotelPath(slug)}/bookings`, request),
  booking: (token: string, options?: RequestOptions) => call<GuestBooking>('GET', bookingPath(token), undefined, options),
  cancel: (token: string) => call<GuestBooking>('POST', `${bookingPath(token)}/cancel`, {}),
};
