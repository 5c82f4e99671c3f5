import { z } from 'zod';
import type { LicenceHotelDetails } from '../licence-key';
import { emailSchema, idSchema } from './common';

/** Spec 5, Validate Licence (settings): the toast titles and texts, word for word. */
export const LICENCE_MESSAGES = {
  noKeyTitle: 'No License Key',
  noKey: 'Please enter a license key to validate',
  missingInformationTitle: 'Missing Information',
  missingInformation: 'Please fill in all hotel information fields to validate the license',
  adminMissingTitle: 'Validation Error',
  adminMissing: 'Missing required hotel information for validation. Please ensure the hotel has complete address details.',
  mismatch: 'License key does not match hotel information',
  deactivated: 'This license has been deactivated. Please contact your administrator.',
  activated: 'License validated successfully. Your hotel is now licensed.',
  manualActivated: 'License activated manually by an administrator.',
  manualIsAdminOnly: 'Manual activation can only be applied by an administrator',
  manualNeedsHotel: 'Manual activation needs the hotel: send hotelId or hotelEmail',
  missingFieldsTitle: 'Missing Fields',
  roomsRange: 'Number of rooms must be between 1 and 999999',
} as const;

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && !value.trim());
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

const LIMITS = { hotelName: 120, address: 200, city: 100, state: 2, zip: 20 } as const;

/** Whole rooms from 1 to 999999, from 12 or "12"; null for anything else. */
export function readRoomCount(value: unknown): number | null {
  const raw = text(value);
  if (!/^\d+$/.test(raw)) return null;
  const rooms = Number(raw);
  return rooms >= 1 && rooms <= 999_999 ? rooms : null;
}

/** The fields a validation reads, as sent: its z.input, which GraphQL's input types declare field for field. */
interface RawValidation {
  licenceKey?: unknown;
  hotelName?: unknown;
  address?: unknown;
  city?: unknown;
  state?: unknown;
  zip?: unknown;
  numberOfRooms?: unknown;
}

const DETAIL_FIELDS = ['hotelName', 'address', 'city', 'state', 'zip', 'numberOfRooms'] as const;

export interface LicenceValidationInput {
  /** As typed (trimmed); readLicenceKey() makes it canonical. */
  licenceKey: string;
  hotel: LicenceHotelDetails;
}

function readDetails(input: RawValidation, ctx: z.RefinementCtx, missingMessage: string): LicenceHotelDetails | null {
  if (DETAIL_FIELDS.some((field) => isBlank(input[field]))) {
    ctx.addIssue({ code: 'custom', message: missingMessage });
    return null;
  }
  for (const [field, max] of Object.entries(LIMITS) as [keyof typeof LIMITS, number][]) {
    if (text(input[field]).length > max) {
      ctx.addIssue({ code: 'custom', message: `${field} must be at most ${max} characters`, path: [field] });
      return null;
    }
  }
  const numberOfRooms = readRoomCount(input.numberOfRooms);
  if (numberOfRooms === null) {
    ctx.addIssue({ code: 'custom', message: LICENCE_MESSAGES.roomsRange, path: ['numberOfRooms'] });
    return null;
  }
  return {
    hotelName: text(input.hotelName),
    address: text(input.address),
    city: text(input.city),
    state: text(input.state),
    zip: text(input.zip),
    numberOfRooms,
  };
}

const asObject = (input: unknown, ctx: z.RefinementCtx): RawValidation | null => {
  if (typeof input === 'object' && input !== null && !Array.isArray(input)) return input as RawValidation;
  ctx.addIssue({ code: 'custom', message: 'Expected an object of licence details' });
  return null;
};

/** POST /api/hotel/validate-license: the key first ('No License Key'), then every hotel field ('Missing Information'). */
export const licenceValidationSchema = z.transform((input: RawValidation, ctx): LicenceValidationInput => {
  const raw = asObject(input, ctx);
  if (!raw) return z.NEVER;
  if (isBlank(raw.licenceKey)) {
    ctx.addIssue({ code: 'custom', message: LICENCE_MESSAGES.noKey, path: ['licenceKey'] });
    return z.NEVER;
  }
  const hotel = readDetails(raw, ctx, LICENCE_MESSAGES.missingInformation);
  return hotel ? { licenceKey: text(raw.licenceKey).slice(0, 100), hotel } : z.NEVER;
});

type RawAdminValidation = RawValidation & { hotelId?: unknown; hotelEmail?: unknown };

export interface AdminLicenceValidationInput extends LicenceValidationInput {
  /** Which hotel, when the admin names it (required for MANUAL-ACTIVATION). */
  hotelId: number | null;
  hotelEmail: string | null;
}

/** POST /api/admin/validate-license: anything missing gives the one admin message of spec 5. */
export const adminLicenceValidationSchema = z.transform((input: RawAdminValidation, ctx): AdminLicenceValidationInput => {
  const raw = asObject(input, ctx) as RawAdminValidation | null;
  if (!raw) return z.NEVER;
  if (isBlank(raw.licenceKey)) {
    ctx.addIssue({ code: 'custom', message: LICENCE_MESSAGES.adminMissing, path: ['licenceKey'] });
    return z.NEVER;
  }
  const hotel = readDetails(raw, ctx, LICENCE_MESSAGES.adminMissing);
  if (!hotel) return z.NEVER;
  const hotelId = isBlank(raw.hotelId) ? null : idSchema.safeParse(raw.hotelId);
  if (hotelId && !hotelId.success) {
    ctx.addIssue({ code: 'custom', message: 'Invalid hotel id', path: ['hotelId'] });
    return z.NEVER;
  }
  const hotelEmail = isBlank(raw.hotelEmail) ? null : emailSchema.safeParse(raw.hotelEmail);
  if (hotelEmail && !hotelEmail.success) {
    ctx.addIssue({ code: 'custom', message: 'Please enter a valid email address', path: ['hotelEmail'] });
    return z.NEVER;
  }
  return {
    licenceKey: text(raw.licenceKey).slice(0, 100),
    hotel,
    hotelId: hotelId ? hotelId.data : null,
    hotelEmail: hotelEmail ? hotelEmail.data : null,
  };
});

/** The admin hotel form (spec 5) and its labels, for the 'Missing Fields' message. */
export const ADMIN_HOTEL_LABELS = {
  hotelName: 'Hotel Name',
  hotelEmail: 'Hotel Email',
  phoneNumber: 'Phone Number',
  address: 'Address',
  city: 'City',
  state: 'State',
  zipCode: 'Zip Code',
  country: 'Country',
  website: 'Website',
  numberOfRooms: 'Number of Rooms',
} as const;
type HotelField = keyof typeof ADMIN_HOTEL_LABELS;

/** 'Please fill in: Hotel Name, Hotel Email' (the description of the 'Missing Fields' toast). */
export function missingFieldsMessage(fields: readonly HotelField[]): string {
  return `Please fill in: ${fields.map((field) => ADMIN_HOTEL_LABELS[field]).join(', ')}`;
}

export interface AdminHotelInput {
  hotelName: string;
  hotelEmail: string;
  phoneNumber: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  country: string | null;
  website: string | null;
  /** Spec 5: blank falls back to 0, which means "not given". */
  numberOfRooms: number;
}

const OPTIONAL_LIMITS: Record<Exclude<HotelField, 'hotelName' | 'hotelEmail' | 'numberOfRooms'>, number> = {
  phoneNumber: 40,
  address: 200,
  city: 100,
  state: 2,
  zipCode: 20,
  country: 100,
  website: 200,
};

type RawHotel = Partial<Record<HotelField | 'name' | 'email', unknown>>;

function readHotel(raw: RawHotel, ctx: z.RefinementCtx, required: readonly HotelField[]): AdminHotelInput | null {
  // The admin form's names (spec 5), or the account's own (name, email).
  const values: RawHotel = { ...raw, hotelName: raw.hotelName ?? raw.name, hotelEmail: raw.hotelEmail ?? raw.email };
  const missing = required.filter(
    (field) => isBlank(values[field]) || (field === 'numberOfRooms' && text(values[field]) === '0'),
  );
  if (missing.length) {
    ctx.addIssue({ code: 'custom', message: missingFieldsMessage(missing) });
    return null;
  }
  const hotelName = text(values.hotelName);
  if (hotelName.length < 2 || hotelName.length > 120) {
    ctx.addIssue({ code: 'custom', message: 'Hotel name must be between 2 and 120 characters', path: ['hotelName'] });
    return null;
  }
  const email = emailSchema.safeParse(text(values.hotelEmail));
  if (!email.success) {
    ctx.addIssue({ code: 'custom', message: 'Please enter a valid email address', path: ['hotelEmail'] });
    return null;
  }
  const optional = {} as Record<keyof typeof OPTIONAL_LIMITS, string | null>;
  for (const [field, max] of Object.entries(OPTIONAL_LIMITS) as [keyof typeof OPTIONAL_LIMITS, number][]) {
    const value = text(values[field]);
    if (value.length > max) {
      const label = ADMIN_HOTEL_LABELS[field];
      ctx.addIssue({ code: 'custom', message: `${label} must be at most ${max} characters`, path: [field] });
      return null;
    }
    optional[field] = value || null;
  }
  let numberOfRooms = 0;
  if (!isBlank(values.numberOfRooms)) {
    const rooms = text(values.numberOfRooms) === '0' ? 0 : readRoomCount(values.numberOfRooms);
    if (rooms === null) {
      ctx.addIssue({ code: 'custom', message: 'Number of rooms must be a positive number', path: ['numberOfRooms'] });
      return null;
    }
    numberOfRooms = rooms;
  }
  return { hotelName, hotelEmail: email.data, ...optional, numberOfRooms };
}

/** POST /api/admin/add-hotel. */
export const adminHotelSchema = z.transform((input: RawHotel, ctx): AdminHotelInput => {
  const raw = asObject(input, ctx) as RawHotel | null;
  return (raw && readHotel(raw, ctx, ['hotelName', 'hotelEmail'])) || z.NEVER;
});

export interface AdminHotelUpdateInput extends AdminHotelInput {
  id: number;
  /** Left as it is when not sent. */
  isEmailVerified: boolean | null;
}

type RawHotelUpdate = RawHotel & { id?: unknown; isEmailVerified?: unknown };

/** POST /api/admin/update-hotel: the same plus id and isEmailVerified. */
export const adminHotelUpdateSchema = z.transform((input: RawHotelUpdate, ctx): AdminHotelUpdateInput => {
  const raw = asObject(input, ctx) as RawHotelUpdate | null;
  if (!raw) return z.NEVER;
  const id = idSchema.safeParse(raw.id);
  if (!id.success) {
    ctx.addIssue({ code: 'custom', message: 'Invalid id', path: ['id'] });
    return z.NEVER;
  }
  const hotel = readHotel(raw, ctx, ['hotelName', 'hotelEmail']);
  if (!hotel) return z.NEVER;
  let isEmailVerified: boolean | null = null;
  if (raw.isEmailVerified !== undefined && raw.isEmailVerified !== null) {
    if (typeof raw.isEmailVerified !== 'boolean') {
      ctx.addIssue({ code: 'custom', message: 'isEmailVerified must be true or false', path: ['isEmailVerified'] });
      return z.NEVER;
    }
    isEmailVerified = raw.isEmailVerified;
  }
  return { ...hotel, id: id.data, isEmailVerified };
});

/** The fields a key is derived from must all be there when the licence is generated. */
const LICENCE_REQUIRED: readonly HotelField[] = [
  'hotelName',
  'hotelEmail',
  'address',
  'city',
  'state',
  'zipCode',
  'numberOfRooms',
];

export interface GenerateLicenceInput extends AdminHotelInput {
  address: string;
  city: string;
  state: string;
  zipCode: string;
}

/** POST /api/admin/generate-license. */
export const generateLicenceSchema = z.transform((input: RawHotel, ctx): GenerateLicenceInput => {
  const raw = asObject(input, ctx) as RawHotel | null;
  const hotel = raw && readHotel(raw, ctx, LICENCE_REQUIRED);
  return (hotel as GenerateLicenceInput | null) || z.NEVER;
});

/** The licence's details as the key derivation reads them. */
export function licenceDetailsOf(licence: {
  hotelName: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  numberOfRooms: number;
}): LicenceHotelDetails {
  return {
    hotelName: licence.hotelName,
    address: licence.address,
    city: licence.city,
    state: licence.state,
    zip: licence.zipCode,
    numberOfRooms: licence.numberOfRooms,
  };
}

export const hotelIdSchema = z.object({ hotelId: idSchema });
