import { NightPosting } from '../night-audit';
import { conflict, forbidden, invalidInput, notFound } from '@core/errors';
import { MANUAL_ACTIVATION, readLicenceKey } from '@core/licence-key';
import {
  LICENCE_MESSAGES,
  licenceDetailsOf,
  type AdminHotelInput,
  type AdminHotelUpdateInput,
  type AdminLicenceValidationInput,
  type GenerateLicenceInput,
} from '@core/schemas/licence.schema';
import type { Paging } from '@core/schemas/paging.schema';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { raw } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../context';
import { scopeToHotel } from '../../context';
import type { Em } from '../../db/orm';
import {
  MESSAGES as AUTH_MESSAGES,
  sendPasswordResetMail,
  requireAdmin,
  requireSession,
  ADMIN_ONLY_MESSAGE,
  HotelAccount,
  createAccountOwner,
  findAccountOwner,
  isEmailTaken,
  HotelUser,
  startSession,
} from '../accounts';
import { Booking } from '../bookings';
import {
  deriveLicenceKey,
  licenceKeyMatches,
  Licence,
  applyLicence,
  checkAndApply,
  type LicenceValidationResult,
} from '../licensing';
import { createDefaultSettings } from '../settings';

export const ADMIN_MESSAGES = {
  hotelDeleted: 'Hotel deleted successfully',
  licenceDeleted: 'License deleted successfully',
  licenceExists: 'An active license already exists for these hotel details',
  impersonating: (name: string) => `You are now signed in as ${name}`,
  stoppedImpersonating: 'Returned to your administrator account',
  noAccountForLicence: (email: string) => `License key is valid, but no hotel account is registered with ${email}`,
} as const;

/** Accounts an admin manages: never an admin (so no admin can be edited, deleted or impersonated here). */
async function findHotelOr404(em: Em, id: number): Promise<HotelAccount> {
  const hotel = await em.findOne(HotelAccount, { id, isAdmin: false });
  if (!hotel) throw notFound('Hotel');
  return hotel;
}

const MANAGED_HOTELS = { $and: [{ isAdmin: false }, { $not: { email: { $ilike: '%admin%' } } }] };

/**
 * GET /api/admin/hotels: hotel accounts, newest first, without accounts whose email contains 'admin'
 * (spec 5), a page at a time (the API and the console always page; the CLI may ask for all).
 */
export async function listHotels(ctx: RequestContext, page?: Paging): Promise<HotelAccount[]> {
  requireAdmin(ctx);
  return ctx.em.find(HotelAccount, MANAGED_HOTELS, {
    orderBy: { createdAt: 'desc', id: 'desc' },
    limit: page?.limit,
    offset: page?.offset,
  });
}

export async function countHotels(ctx: RequestContext): Promise<number> {
  requireAdmin(ctx);
  return ctx.em.count(HotelAccount, MANAGED_HOTELS);
}

/**
 * For a page of hotels, the active licence each one is Licensed by (spec 4: matching its email or its name,
 * ignoring case; the newest first), read with one query for the page instead of loading every licence.
 */
export async function licencesOfHotels(ctx: RequestContext, hotels: readonly HotelAccount[]): Promise<Map<number, Licence>> {
  requireAdmin(ctx);
  if (hotels.length === 0) return new Map();
  const emails = hotels.map((hotel) => hotel.email.trim().toLowerCase());
  const names = hotels.map((hotel) => hotel.name.trim().toLowerCase());
  const licences = await ctx.em.find(
    Licence,
    {
      isActive: true,
      $or: [
        { [raw((alias) => `lower(trim(${alias}.hotel_email))`)]: { $in: emails } },
        { [raw((alias) => `lower(trim(${alias}.hotel_name))`)]: { $in: names } },
      ],
    },
    { orderBy: { createdAt: 'desc', id: 'desc' } },
  );
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  const matched = new Map<number, Licence>();
  for (const hotel of hotels) {
    const licence = licences.find(
      (candidate) => same(candidate.hotelEmail, hotel.email) || same(candidate.hotelName, hotel.name),
    );
    if (licence) matched.set(hotel.id, licence);
  }
  return matched;
}

/** GET /api/admin/licenses: licences, newest first, a page at a time (the CLI may ask for all). */
export async function listLicences(ctx: RequestContext, page?: Paging): Promise<Licence[]> {
  requireAdmin(ctx);
  return ctx.em.find(Licence, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: page?.limit, offset: page?.offset });
}

export async function countLicences(ctx: RequestContext): Promise<{ total: number; active: number }> {
  requireAdmin(ctx);
  const [total, active] = await Promise.all([ctx.em.count(Licence, {}), ctx.em.count(Licence, { isActive: true })]);
  return { total, active };
}

function accountFields(input: AdminHotelInput) {
  return {
    name: input.hotelName,
    email: input.hotelEmail,
    phoneNumber: input.phoneNumber,
    address: input.address,
    city: input.city,
    state: input.state,
    zipCode: input.zipCode,
    country: input.country,
    website: input.website,
    // The form's 0 means "not given".
    numberOfRooms: input.numberOfRooms > 0 ? input.numberOfRooms : null,
  };
}

/**
 * POST /api/admin/add-hotel: a hotel account in demo mode with its default settings. It has no password:
 * the hotel gets the set-password email (the reset flow), never a password in clear.
 */
export async function addHotel(ctx: RequestContext, input: AdminHotelInput): Promise<HotelAccount> {
  requireAdmin(ctx);
  const id = await refusingDuplicates(AUTH_MESSAGES.duplicateEmail, () =>
    ctx.em.transactional(async (em) => {
      if (await isEmailTaken(em as Em, input.hotelEmail)) throw conflict(AUTH_MESSAGES.duplicateEmail);
      const account = em.create(HotelAccount, {
        ...accountFields(input),
        isEmailVerified: false,
        isAdmin: false,
        createdAt: new Date(),
      });
      createAccountOwner(em as Em, account, null);
      await em.flush();
      await createDefaultSettings(em as Em, account);
      return account.id;
    }),
  );
  const account = await findHotelOr404(ctx.em, id);
  const owner = await findAccountOwner(ctx.em, account);
  if (owner) await sendPasswordResetMail(ctx, owner, true);
  return account;
}

/** POST /api/admin/update-hotel: the same fields plus isEmailVerified (left alone when not sent). */
export async function updateHotel(ctx: RequestContext, input: AdminHotelUpdateInput): Promise<HotelAccount> {
  requireAdmin(ctx);
  const hotel = await findHotelOr404(ctx.em, input.id);
  if (input.hotelEmail !== hotel.email && (await isEmailTaken(ctx.em, input.hotelEmail))) {
    throw conflict(AUTH_MESSAGES.duplicateEmail);
  }
  // The account's Owner signs in with the account's email: a new email, or a verification, is theirs too.
  const owner = await findAccountOwner(ctx.em, hotel);
  ctx.em.assign(hotel, accountFields(input));
  if (input.isEmailVerified !== null) hotel.isEmailVerified = input.isEmailVerified;
  if (owner) Object.assign(owner, { email: hotel.email, isEmailVerified: hotel.isEmailVerified });
  await refusingDuplicates(AUTH_MESSAGES.duplicateEmail, () => ctx.em.flush());
  return hotel;
}

/**
 * DELETE /api/admin/hotels/{id}: the hotel and everything it owns, in one transaction. Bookings go
 * first (they hold their rooms); the account's deletion cascades to every other hotel-owned table.
 * Nothing of any other hotel is touched: each delete names this hotel.
 */
export async function deleteHotel(ctx: RequestContext, id: number): Promise<{ message: string }> {
  requireAdmin(ctx);
  const em = ctx.em.fork() as Em;
  scopeToHotel(em, id);
  await em.transactional(async (tx) => {
    const hotel = await findHotelOr404(tx as Em, id);
    // Postings hold their bookings (no cascade from a booking): they go first.
    await tx.nativeDelete(NightPosting, { hotel: hotel.id });
    await tx.nativeDelete(Booking, { hotel: hotel.id });
    await tx.nativeDelete(HotelAccount, { id: hotel.id, isAdmin: false });
  });
  return { message: ADMIN_MESSAGES.hotelDeleted };
}

/**
 * POST /api/admin/generate-license: a licence row whose key is derived from these details. The same
 * details always give the same key: an inactive licence with it is brought back with the new details,
 * an active one is a conflict.
 */
export async function generateLicence(ctx: RequestContext, input: GenerateLicenceInput): Promise<Licence> {
  requireAdmin(ctx);
  const licenceKey = deriveLicenceKey(ctx.config.licenceSecret, licenceDetailsOf(input));
  const fields = {
    licenceKey,
    hotelName: input.hotelName,
    hotelEmail: input.hotelEmail,
    phoneNumber: input.phoneNumber,
    address: input.address,
    city: input.city,
    state: input.state,
    zipCode: input.zipCode,
    country: input.country,
    website: input.website,
    numberOfRooms: input.numberOfRooms,
    isActive: true,
  };
  const existing = await ctx.em.findOne(Licence, { licenceKey });
  if (existing?.isActive) throw conflict(ADMIN_MESSAGES.licenceExists);
  const licence = existing
    ? ctx.em.assign(existing, { ...fields, createdAt: new Date() })
    : ctx.em.create(Licence, { ...fields, createdAt: new Date() });
  await refusingDuplicates(ADMIN_MESSAGES.licenceExists, () => ctx.em.flush());
  return licence;
}

/** Two admins racing past the friendly check: the unique constraint decides, with the same 409. */
async function refusingDuplicates<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw conflict(message);
    throw error;
  }
}

/**
 * POST /api/admin/validate-license. A key applies to the account whose email its licence carries (or the
 * hotel named by hotelId / hotelEmail, which must be that account). MANUAL-ACTIVATION needs the hotel named.
 */
export async function adminValidateLicence(
  ctx: RequestContext,
  input: AdminLicenceValidationInput,
): Promise<LicenceValidationResult> {
  requireAdmin(ctx);
  const key = readLicenceKey(input.licenceKey);
  const named = await namedHotel(ctx.em, input);
  if (key === MANUAL_ACTIVATION) {
    if (!named) throw invalidInput(LICENCE_MESSAGES.manualNeedsHotel);
    await applyLicence(ctx.em, named.id, MANUAL_ACTIVATION, input.hotel.numberOfRooms);
    return { isValid: true, message: LICENCE_MESSAGES.manualActivated };
  }
  if (named) return checkAndApply(ctx, named, key, input.hotel);
  const licence = key ? await ctx.em.findOne(Licence, { licenceKey: key }) : null;
  const owner = licence ? await ctx.em.findOne(HotelAccount, { email: licence.hotelEmail, isAdmin: false }) : null;
  if (licence && !owner && licenceKeyMatches(ctx.config.licenceSecret, licence.licenceKey, input.hotel)) {
    return { isValid: false, message: ADMIN_MESSAGES.noAccountForLicence(licence.hotelEmail) };
  }
  if (!owner) return { isValid: false, message: LICENCE_MESSAGES.mismatch };
  return checkAndApply(ctx, owner, key, input.hotel);
}

async function namedHotel(em: Em, input: AdminLicenceValidationInput): Promise<HotelAccount | null> {
  if (input.hotelId !== null) return findHotelOr404(em, input.hotelId);
  if (input.hotelEmail !== null) {
    const hotel = await em.findOne(HotelAccount, { email: input.hotelEmail, isAdmin: false });
    if (!hotel) throw notFound('Hotel');
    return hotel;
  }
  return null;
}

async function findLicenceOr404(em: Em, id: number): Promise<Licence> {
  const licence = await em.findOne(Licence, { id });
  if (!licence) throw notFound('License');
  return licence;
}

/**
 * POST /api/admin/licenses/{id}/deactivate: the key stops validating. A hotel already licensed by it
 * stays licensed (its settings are its own); the admin table shows it as Demo once no active licence matches.
 */
export async function deactivateLicence(ctx: RequestContext, id: number): Promise<Licence> {
  requireAdmin(ctx);
  const licence = await findLicenceOr404(ctx.em, id);
  licence.isActive = false;
  await ctx.em.flush();
  return licence;
}

export async function deleteLicence(ctx: RequestContext, id: number): Promise<{ message: string }> {
  requireAdmin(ctx);
  const licence = await findLicenceOr404(ctx.em, id);
  await ctx.em.remove(licence).flush();
  return { message: ADMIN_MESSAGES.licenceDeleted };
}

/** GET /api/admin/hotels/{id}/users: a hotel's people (who signs in to it, with which role), by name. */
export async function listHotelPeople(ctx: RequestContext, hotelId: number): Promise<HotelUser[]> {
  requireAdmin(ctx);
  await findHotelOr404(ctx.em, hotelId);
  return ctx.em.find(HotelUser, { hotel: hotelId }, { filters: false, orderBy: { name: 'asc', id: 'asc' } });
}

/**
 * POST /api/admin/impersonate-hotel: the admin works as the hotel. The session token is rotated (a fresh
 * session row with impersonatedHotel set), so a cookie stolen before impersonation is useless.
 */
export async function impersonateHotel(ctx: RequestContext, hotelId: number): Promise<{ message: string; hotel: HotelAccount }> {
  const session = requireAdmin(ctx);
  const hotel = await findHotelOr404(ctx.em, hotelId);
  await startSession(ctx, session.user, hotel);
  return { message: ADMIN_MESSAGES.impersonating(hotel.name), hotel };
}

/**
 * POST /api/admin/stop-impersonation: back to the admin's own session, again with a fresh token. An admin
 * who is not impersonating gets a fresh session of their own too; a hotel is refused.
 */
export async function stopImpersonation(ctx: RequestContext): Promise<{ success: true; message: string; hotel: HotelAccount }> {
  const session = requireSession(ctx);
  if (!session.account.isAdmin) throw forbidden(ADMIN_ONLY_MESSAGE);
  await startSession(ctx, session.user);
  return { success: true, message: ADMIN_MESSAGES.stoppedImpersonating, hotel: session.account };
}
