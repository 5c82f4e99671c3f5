import type { GuestInput } from '@core/schemas/guest.schema';
import type { Guest } from './guest.entity';

/** The guest of spec section 3 as /api and GraphQL show it: its details, its id and when it was registered. */
export interface GuestDto extends GuestInput {
  id: number;
  /** Raised by one with every change: an update may name the version it was based on (409 when older). */
  version: number;
  createdAt: string;
}

/**
 * A stored guest's details, in the shape the core guest schema gives: the one list of a guest's fields that
 * the API, the hotel export and the operational backup all read.
 */
export function guestDetails(guest: Guest): GuestInput {
  return {
    firstName: guest.firstName,
    lastName: guest.lastName,
    email: guest.email ?? null,
    phone: guest.phone ?? null,
    address: guest.address ?? null,
    city: guest.city ?? null,
    state: guest.state ?? null,
    zipCode: guest.zipCode ?? null,
    country: guest.country ?? null,
    idType: guest.idType ?? null,
    idNumber: guest.idNumber ?? null,
    notes: guest.notes ?? null,
    vip: guest.vip,
  };
}

export function toGuestDto(guest: Guest): GuestDto {
  return { id: guest.id, version: guest.version, ...guestDetails(guest), createdAt: guest.createdAt.toISOString() };
}
