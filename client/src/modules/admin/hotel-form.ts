import { adminHotelSchema, LICENCE_MESSAGES } from '@core/schemas/licence.schema';
import type { AdminHotelFieldsFragment, AdminHotelInput } from '../../gql/graphql';

/** The admin hotel form of spec 5, as the inputs hold it. */
export interface HotelFormValues {
  hotelName: string;
  hotelEmail: string;
  phoneNumber: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  website: string;
  numberOfRooms: string;
  isEmailVerified: boolean;
}

export const EMPTY_HOTEL_FORM: HotelFormValues = {
  hotelName: '',
  hotelEmail: '',
  phoneNumber: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  country: '',
  website: '',
  numberOfRooms: '',
  isEmailVerified: false,
};

export function hotelFormFromAccount(hotel: AdminHotelFieldsFragment): HotelFormValues {
  return {
    hotelName: hotel.name,
    hotelEmail: hotel.email,
    phoneNumber: hotel.phoneNumber ?? '',
    address: hotel.address ?? '',
    city: hotel.city ?? '',
    state: hotel.state ?? '',
    zipCode: hotel.zipCode ?? '',
    country: hotel.country ?? '',
    website: hotel.website ?? '',
    numberOfRooms: hotel.numberOfRooms == null ? '' : String(hotel.numberOfRooms),
    isEmailVerified: hotel.isEmailVerified,
  };
}

/** The hotel's details as the generateLicence input (the Generate License dialog shows them read-only). */
export function licenceInputFromAccount(hotel: AdminHotelFieldsFragment): AdminHotelInput {
  const { isEmailVerified: _verified, ...fields } = hotelFormFromAccount(hotel);
  return fields;
}

export type HotelFormCheck = { ok: true; input: AdminHotelInput } | { ok: false; title: string; description: string };

/**
 * Spec 5, Admin hotel form: hotelName and hotelEmail required ('Missing Fields: Please fill in: ...'),
 * values trimmed, numberOfRooms falls back to 0. The core schema decides; the server checks the same.
 */
export function checkHotelForm(values: HotelFormValues): HotelFormCheck {
  const { isEmailVerified: _verified, ...fields } = values;
  const result = adminHotelSchema.safeParse(fields);
  if (!result.success) {
    const description = result.error.issues[0]?.message ?? 'Please check the form';
    const title = description.startsWith('Please fill in:') ? LICENCE_MESSAGES.missingFieldsTitle : 'Error';
    return { ok: false, title, description };
  }
  const data = result.data;
  return {
    ok: true,
    input: {
      hotelName: data.hotelName,
      hotelEmail: data.hotelEmail,
      phoneNumber: data.phoneNumber,
      address: data.address,
      city: data.city,
      state: data.state,
      zipCode: data.zipCode,
      country: data.country,
      website: data.website,
      numberOfRooms: String(data.numberOfRooms),
    },
  };
}
