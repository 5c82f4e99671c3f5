/**
 * Spec 4, Admin table: a hotel is Licensed when an active licence matches it by email or by name
 * (case-insensitive), else Demo.
 */
export interface LicenceLike {
  hotelName: string;
  hotelEmail: string;
  isActive: boolean;
}

export interface HotelLike {
  name: string;
  email: string;
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

export function matchingLicence<L extends LicenceLike>(hotel: HotelLike, licences: readonly L[]): L | undefined {
  return licences.find(
    (licence) => licence.isActive && (same(licence.hotelEmail, hotel.email) || same(licence.hotelName, hotel.name)),
  );
}

export type HotelLicenceStatus = 'Licensed' | 'Demo';

export function hotelLicenceStatus(hotel: HotelLike, licences: readonly LicenceLike[]): HotelLicenceStatus {
  return matchingLicence(hotel, licences) ? 'Licensed' : 'Demo';
}
