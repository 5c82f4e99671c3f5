import type { Role } from '@core/roles';
import type { HotelUser } from '../accounts';

/** A person of the hotel as /api/hotel/users and GraphQL show them. Never carries the password hash. */
export interface PersonDto {
  id: number;
  name: string;
  email: string;
  role: Role;
  active: boolean;
  /** Invited and not yet through the link: no password is set. */
  invitationPending: boolean;
  /** The roster entry the sign-in was given to, if any. */
  employeeId: number | null;
}

export function toPersonDto(person: HotelUser): PersonDto {
  return {
    id: person.id,
    name: person.name,
    email: person.email,
    role: person.role,
    active: person.isActive,
    invitationPending: !person.isEmailVerified,
    employeeId: person.employee?.id ?? null,
  };
}
