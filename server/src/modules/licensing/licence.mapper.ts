import type { Licence } from './licence.entity';

/** A licence as the admin sees it (spec section 3). Admins may see keys; the secret never leaves config. */
export interface LicenceDto {
  id: number;
  licenseKey: string;
  hotelName: string;
  hotelEmail: string;
  phoneNumber: string | null;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: string | null;
  website: string | null;
  numberOfRooms: number;
  isActive: boolean;
  createdAt: string;
}

export function toLicenceDto(licence: Licence): LicenceDto {
  return {
    id: licence.id,
    licenseKey: licence.licenseKey,
    hotelName: licence.hotelName,
    hotelEmail: licence.hotelEmail,
    phoneNumber: licence.phoneNumber ?? null,
    address: licence.address,
    city: licence.city,
    state: licence.state,
    zipCode: licence.zipCode,
    country: licence.country ?? null,
    website: licence.website ?? null,
    numberOfRooms: licence.numberOfRooms,
    isActive: licence.isActive,
    createdAt: licence.createdAt.toISOString(),
  };
}
