import type { Licence } from './licence.entity';

/** A licence as the admin sees it over GraphQL (spec section 3). Admins may see keys; the secret never leaves config. */
export interface LicenceDto {
  id: number;
  licenceKey: string;
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
    licenceKey: licence.licenceKey,
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

/** A licence in the spec's JSON (sections 3 and 7), for REST and the CLI's --json: the key is named licenseKey there. */
export type LicenceJson = Omit<LicenceDto, 'licenceKey'> & { licenseKey: string };

export function toLicenceJson(licence: Licence): LicenceJson {
  const { id, licenceKey, ...rest } = toLicenceDto(licence);
  return { id, licenseKey: licenceKey, ...rest };
}

/**
 * A validate-license body as the spec writes it (licenseKey) in the code's names (licenceKey), for the
 * core schema that GraphQL and the CLI call with the code's names. Only the spec's name counts here.
 */
export function fromLicenceValidationJson(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const { licenseKey, licenceKey: _ignored, ...rest } = body as Record<string, unknown>;
  return { ...rest, licenceKey: licenseKey };
}
