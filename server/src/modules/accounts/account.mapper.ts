import type { Role } from '@core/roles';
import type { ActiveSession } from '../../context';
import type { HotelAccount } from './hotel-account.entity';

/** The hotel account as the API shows it (spec section 3). The password hash never leaves this file's input. */
export interface HotelAccountDto {
  id: number;
  name: string;
  email: string;
  phoneNumber: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  country: string | null;
  website: string | null;
  numberOfRooms: number | null;
  isEmailVerified: boolean;
  isAdmin: boolean;
  isImpersonating: boolean;
}

export function toHotelAccountDto(account: HotelAccount, isImpersonating = false): HotelAccountDto {
  return {
    id: account.id,
    name: account.name,
    email: account.email,
    phoneNumber: account.phoneNumber ?? null,
    address: account.address ?? null,
    city: account.city ?? null,
    state: account.state ?? null,
    zipCode: account.zipCode ?? null,
    country: account.country ?? null,
    website: account.website ?? null,
    numberOfRooms: account.numberOfRooms ?? null,
    isEmailVerified: account.isEmailVerified,
    isAdmin: account.isAdmin,
    isImpersonating,
  };
}

/** The person signed in, and the role this session acts in (Owner while an admin impersonates). */
export interface SessionUserDto {
  id: number;
  name: string;
  email: string;
  role: Role;
}

export interface SessionAccountDto extends HotelAccountDto {
  user: SessionUserDto;
}

/** What /api/auth/me shows: the hotel being worked on, flagged when an admin is behind it, and who is signed in. */
export function sessionAccountDto(session: ActiveSession): SessionAccountDto {
  const { user } = session;
  return {
    ...toHotelAccountDto(session.actingHotel, session.isImpersonating),
    user: { id: user.id, name: user.name, email: user.email, role: session.role },
  };
}
