import type { Role } from '@core/roles';
import type { ActiveSession } from '../../context';
import type { HotelAccount } from './hotel-account.entity';

/**
 * A hotel's own details: as its account shows them (HotelAccountDto) and as `innkeep hotel export` writes
 * them for `innkeep hotel import` to read back.
 */
export interface HotelDetailsDto {
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
}

/** Every field of HotelDetailsDto, once: the compiler refuses a field missing here or not there. */
const HOTEL_DETAIL_FIELDS = Object.keys({
  name: true,
  email: true,
  phoneNumber: true,
  address: true,
  city: true,
  state: true,
  zipCode: true,
  country: true,
  website: true,
  numberOfRooms: true,
} satisfies Record<keyof HotelDetailsDto, true>) as (keyof HotelDetailsDto)[];

/** A hotel's details out of its account or an imported row; a detail left unset is null. */
export function hotelDetails(hotel: { [K in keyof HotelDetailsDto]?: HotelDetailsDto[K] | undefined }): HotelDetailsDto {
  const details: Record<string, unknown> = {};
  for (const field of HOTEL_DETAIL_FIELDS) details[field] = hotel[field] ?? null;
  return details as unknown as HotelDetailsDto;
}

/** The hotel account as the API shows it (spec section 3). The password hash never leaves this file's input. */
export interface HotelAccountDto extends HotelDetailsDto {
  id: number;
  isEmailVerified: boolean;
  isAdmin: boolean;
  isImpersonating: boolean;
}

export function toHotelAccountDto(account: HotelAccount, isImpersonating = false): HotelAccountDto {
  return {
    id: account.id,
    ...hotelDetails(account),
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

/** What the client reads besides (GraphQL only; /api/auth/me keeps the shape): its two-factor state. */
export interface SessionUserTwoFactorDto extends SessionUserDto {
  /** The person has turned two-factor sign-in on. */
  twoFactorEnabled: boolean;
  /** Their hotel requires it (require_two_factor); until it is on, the session opens only the set-up. */
  twoFactorRequired: boolean;
}

export interface SessionAccountTwoFactorDto extends HotelAccountDto {
  user: SessionUserTwoFactorDto;
}

/** What /api/auth/me shows: the hotel being worked on, flagged when an admin is behind it, and who is signed in. */
export function sessionAccountDto(session: ActiveSession): SessionAccountDto {
  const { user } = session;
  return {
    ...toHotelAccountDto(session.actingHotel, session.isImpersonating),
    user: { id: user.id, name: user.name, email: user.email, role: session.role },
  };
}

/** The `me` of GraphQL: as /api/auth/me, and whether the person has two-factor sign-in on or must set it up. */
export function sessionAccountTwoFactorDto(session: ActiveSession): SessionAccountTwoFactorDto {
  const account = sessionAccountDto(session);
  return {
    ...account,
    user: {
      ...account.user,
      twoFactorEnabled: Boolean(session.user.totpEnabledAt),
      twoFactorRequired: session.twoFactorRequired,
    },
  };
}
