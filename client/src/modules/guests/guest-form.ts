import { formatGuestName, parseGuestName, type GuestName } from '@core/guest-name';
import { guestSchema, type GuestInput } from '@core/schemas/guest.schema';
import type { FieldErrors } from '../../ui/form-errors';
import { fieldErrorsFrom } from '../../ui/form-errors';

/** The Guest Entry Form as typed: one Name field ("Last, First" or any order), the rest as on the guest. */
export interface GuestFormValues {
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  idType: string;
  idNumber: string;
  notes: string;
  vip: boolean;
}

export type GuestTextField = Exclude<keyof GuestFormValues, 'vip'>;

export const EMPTY_GUEST_FORM: GuestFormValues = {
  name: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  country: '',
  idType: '',
  idNumber: '',
  notes: '',
  vip: false,
};

/** ID types offered as suggestions; any other text is accepted too. */
export const ID_TYPE_SUGGESTIONS = ["Driver's License", 'Passport', 'State ID', 'Military ID', 'National ID Card'] as const;

export interface GuestRecord {
  firstName: string;
  lastName: string;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
  country?: string | null;
  idType?: string | null;
  idNumber?: string | null;
  notes?: string | null;
  vip: boolean;
}

/** The form filled from a saved guest, for edit mode. */
export function guestFormFromGuest(guest: GuestRecord): GuestFormValues {
  return {
    name: formatGuestName(guest.lastName, guest.firstName),
    email: guest.email ?? '',
    phone: guest.phone ?? '',
    address: guest.address ?? '',
    city: guest.city ?? '',
    state: guest.state ?? '',
    zipCode: guest.zipCode ?? '',
    country: guest.country ?? '',
    idType: guest.idType ?? '',
    idNumber: guest.idNumber ?? '',
    notes: guest.notes ?? '',
    vip: guest.vip,
  };
}

/** The Name field read as last and first names (spec 5, guest name parsing). */
export function parsedGuestName(name: string): GuestName {
  return parseGuestName(name);
}

/** On blur the Name field shows what was understood, "Last, First", when both halves are there. */
export function tidyGuestNameText(name: string): string {
  const { firstName, lastName } = parseGuestName(name);
  return firstName && lastName ? formatGuestName(lastName, firstName) : name.trim();
}

export type GuestFormCheck = { ok: true; input: GuestInput } | { ok: false; errors: FieldErrors };

/**
 * Checks the form with the shared guest schema. Name problems are reported on the Name field
 * ('First name and last name are required'); every other message on its own field.
 */
export function checkGuestForm(values: GuestFormValues): GuestFormCheck {
  const { name, ...rest } = values;
  const result = guestSchema.safeParse({ ...parseGuestName(name), ...rest });
  if (result.success) return { ok: true, input: result.data };
  const errors = fieldErrorsFrom(result.error.issues);
  const nameError = errors.firstName ?? errors.lastName;
  delete errors.firstName;
  delete errors.lastName;
  return { ok: false, errors: nameError ? { name: nameError, ...errors } : errors };
}
