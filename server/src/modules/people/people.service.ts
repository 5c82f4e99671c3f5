import { conflict, forbidden, notFound } from '@core/errors';
import { mayManagePerson, roleRefusal, type Role } from '@core/roles';
import type { PersonInvite, PersonUpdate } from '@core/schemas/person.schema';
import type { RequestContext } from '../../context';
import type { Em } from '../../db/orm';
import {
  isEmailTaken,
  issueAccountToken,
  MESSAGES as AUTH_MESSAGES,
  refusingDuplicateEmail,
  requireSession,
  HotelUser,
  endAllSessionsOf,
} from '../accounts';
import { Employee } from '../employees';
import { hotelSql } from '../../db/hotel-sql';
import { sql } from '../../db/sql';

export const PEOPLE_MESSAGES = {
  lastOwner: 'A hotel must keep at least one active Owner',
  deactivated: (name: string) => `${name} can no longer sign in`,
} as const;

/** The hotel's people (the tenant filter keeps them to the request's hotel), by name. */
export function listPeople(ctx: RequestContext): Promise<HotelUser[]> {
  return ctx.em.find(HotelUser, {}, { orderBy: { name: 'asc', id: 'asc' } });
}

/** Refuses what the caller's role may not do to a person of `target` role becoming `next`. */
function checkMayManage(ctx: RequestContext, target: Role | null, next: Role): void {
  const { role } = requireSession(ctx);
  if (!mayManagePerson(role, target, next)) throw forbidden(roleRefusal(role));
}

/**
 * "Give sign-in": a new person of the hotel with a role, and an invitation mailed to them with a link to set
 * their password (the password-reset page, valid 72 hours). Following it verifies their email.
 */
export async function invitePerson(ctx: RequestContext, input: PersonInvite): Promise<HotelUser> {
  checkMayManage(ctx, null, input.role);
  const hotel = requireSession(ctx).actingHotel;
  const { person, token } = await refusingDuplicateEmail(() =>
    ctx.em.transactional(async (tx) => {
      const em = tx as Em;
      if (await isEmailTaken(em, input.email)) throw conflict(AUTH_MESSAGES.duplicateEmail);
      const employee = input.employeeId === null ? null : await em.findOne(Employee, { id: input.employeeId });
      if (input.employeeId !== null && !employee) throw notFound('Employee');
      const created = em.create(HotelUser, {
        hotel,
        employee,
        name: input.name,
        email: input.email,
        passwordHash: null,
        role: input.role,
        isActive: true,
        isEmailVerified: false,
        createdAt: new Date(),
        updatedAt: new Date(),
      });
      await em.flush();
      return { person: created, token: await issueAccountToken(em, ctx.config, created, 'invitation') };
    }),
  );
  const link = `${ctx.config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await ctx.mailer.send({
    to: person.email,
    subject: `You're invited to ${hotel.name} on Innkeep`,
    text: `${person.name}, ${hotel.name} gave you a sign-in to Innkeep as ${person.role}.\n\nChoose your password here:\n${link}\n\nThis link expires in 72 hours and works once.`,
    link,
  });
  return person;
}

/**
 * PUT /api/hotel/users/{id}: a new name, role, or active flag. A change of role or a deactivation applies
 * at once, to open sessions too (each request reads the person's role; a deactivation ends their sessions).
 * The hotel's active Owners are locked while one is changed, so that two Owners demoting each other at
 * once cannot leave the hotel with none.
 */
export async function updatePerson(ctx: RequestContext, id: number, input: PersonUpdate): Promise<HotelUser> {
  return ctx.em.transactional(async (tx) => {
    const em = tx as Em;
    const person = await em.findOne(HotelUser, { id });
    if (!person) throw notFound('Person');
    const nextRole = input.role ?? person.role;
    checkMayManage(ctx, person.role, nextRole);
    const nextActive = input.active ?? person.isActive;
    const losesOwner = person.role === 'Owner' && person.isActive && (nextRole !== 'Owner' || !nextActive);
    if (losesOwner && (await activeOwnersLocked(em)) <= 1) throw conflict(PEOPLE_MESSAGES.lastOwner);
    if (input.name !== undefined) person.name = input.name;
    person.role = nextRole;
    person.isActive = nextActive;
    await em.flush();
    if (!nextActive) await endAllSessionsOf(em, person.id);
    return person;
  });
}

/** DELETE /api/hotel/users/{id}: the person can no longer sign in; their history stays theirs. */
export async function deactivatePerson(ctx: RequestContext, id: number): Promise<{ message: string }> {
  const person = await updatePerson(ctx, id, { active: false });
  return { message: PEOPLE_MESSAGES.deactivated(person.name) };
}

/** The hotel's active Owners, their rows locked until the transaction ends. */
async function activeOwnersLocked(em: Em): Promise<number> {
  const rows = await hotelSql<{ id: number }>(
    em,
    sql`select "id" from "hotel_user" where "hotel_id" = :hotel and "role" = 'Owner' and "is_active" order by "id" for update`,
  );
  return rows.length;
}
