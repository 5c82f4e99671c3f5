import type { Guest } from './guest.entity';

/** The guest of spec section 3 as /api and GraphQL show it. */
export interface GuestDto {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  country: string | null;
  idType: string | null;
  idNumber: string | null;
  notes: string | null;
  vip: boolean;
  createdAt: string;
}

export function toGuestDto(guest: Guest): GuestDto {
  return {
    id: guest.id,
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
    createdAt: guest.createdAt.toISOString(),
  };
}
