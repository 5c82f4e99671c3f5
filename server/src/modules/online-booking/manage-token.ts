import { createHash, randomBytes, randomInt } from 'node:crypto';

/**
 * The secrets of a guest's booking: the token of their manage link (32 random bytes, URL-safe: 43 characters)
 * of which only the hash is stored, and the reference they quote on the phone (10 characters of an alphabet
 * without look-alikes, about 50 random bits: not the booking's number, which tells how busy the hotel is).
 */
export const newManageToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps of a token. The token is random enough that a plain hash cannot be guessed back. */
export const hashManageToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const REFERENCE_LENGTH = 10;

export function newReference(): string {
  return Array.from({ length: REFERENCE_LENGTH }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('');
}

/** A token can only be one we issued: anything else is not looked up at all. */
export const isManageTokenShape = (value: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(value);

/** The guest's page of a booking, as the client routes it (/my-booking/:token). */
export const manageUrlOf = (appUrl: string, token: string): string => `${appUrl}/my-booking/${token}`;
