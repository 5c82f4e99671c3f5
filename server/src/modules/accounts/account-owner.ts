import type { Em } from '../../db/orm';
import { HotelAccount } from './hotel-account.entity';
import { HotelUser } from './hotel-user.entity';

/**
 * The person an account signs in as when it is made: its Owner, with the account's name and email (an
 * admin account's person too). Every way an account is made (sign-up, the admin console, an import, the
 * demo, the CLI) adds this person with it, so that the spec's hotel account signs in as it always has.
 */
export function createAccountOwner(em: Em, account: HotelAccount, passwordHash: string | null): HotelUser {
  return em.create(HotelUser, {
    hotel: account,
    employee: null,
    name: account.name,
    email: account.email,
    passwordHash,
    role: 'Owner',
    isActive: true,
    isEmailVerified: account.isEmailVerified,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
}

/** The account's own Owner (the one with its email), when it still has that email. */
export function findAccountOwner(em: Em, account: HotelAccount): Promise<HotelUser | null> {
  return em.findOne(HotelUser, { hotel: account.id, email: account.email }, { filters: false });
}

/** A person by sign-in email, whichever hotel they belong to: sign-in and mailed links cross hotels by nature. */
export function findPersonByEmail(em: Em, email: string): Promise<HotelUser | null> {
  return em.findOne(HotelUser, { email }, { populate: ['hotel'], filters: false });
}

/** Which of these sign-in emails are taken by anyone: a person of any hotel, an admin, or an account. One query each. */
export async function takenEmails(em: Em, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const wanted = { email: { $in: [...emails] } };
  const people = await em.find(HotelUser, wanted, { filters: false, fields: ['email'] });
  const accounts = await em.find(HotelAccount, wanted, { fields: ['email'] });
  return new Set([...people, ...accounts].map((row) => row.email));
}

/** Whether a sign-in email is taken by anyone. */
export async function isEmailTaken(em: Em, email: string): Promise<boolean> {
  return (await takenEmails(em, [email])).size > 0;
}
