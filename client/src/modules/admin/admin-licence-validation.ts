import { adminLicenceValidationSchema, LICENCE_MESSAGES } from '@core/schemas/licence.schema';
import type { AdminValidateLicenceInput } from '../../gql/graphql';

interface HotelDetails {
  id: number;
  name: string;
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
  numberOfRooms?: number | null;
}

interface LicenceDetails {
  licenceKey: string;
  hotelName: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  numberOfRooms: number;
}

export type AdminValidationCheck =
  { ok: true; input: AdminValidateLicenceInput } | { ok: false; title: string; description: string };

const pick = (own: string | number | null | undefined, fallback: string | number) => {
  const text = own == null ? '' : String(own).trim();
  return text || String(fallback);
};

/**
 * Spec 5, Admin validate licence: the key of the matching licence, and the hotel's name, address, city,
 * state, zip and rooms from the hotel account or else the licence; anything missing gives 'Validation Error'.
 */
export function adminValidationInput(hotel: HotelDetails, licence: LicenceDetails | undefined): AdminValidationCheck {
  const input = {
    hotelId: hotel.id,
    licenceKey: licence?.licenceKey ?? '',
    hotelName: pick(hotel.name, licence?.hotelName ?? ''),
    address: pick(hotel.address, licence?.address ?? ''),
    city: pick(hotel.city, licence?.city ?? ''),
    state: pick(hotel.state, licence?.state ?? ''),
    zip: pick(hotel.zipCode, licence?.zipCode ?? ''),
    numberOfRooms: pick(hotel.numberOfRooms, licence?.numberOfRooms ?? ''),
  };
  const result = adminLicenceValidationSchema.safeParse(input);
  if (result.success) return { ok: true, input };
  return {
    ok: false,
    title: LICENCE_MESSAGES.adminMissingTitle,
    description: result.error.issues[0]?.message ?? LICENCE_MESSAGES.adminMissing,
  };
}
