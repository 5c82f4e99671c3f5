import { formatGuestName, parseGuestName, type GuestName } from '@core/guest-name';
import { guestSchema, type GuestInput } from '@core/schemas/guest.schema';
import type { GuestFieldsFragment } from '../../gql/graphql';
import { fieldErrorsFrom, type FieldErrors } from '../../ui/form-errors';
import { schemaFields, textValuesOf } from '../../ui/form-values';

/** The guest's fields typed as text: every field of the core guest schema but the two names and VIP. */
type GuestTextInput = Exclude<keyof GuestInput, 'firstName' | 'lastName' | 'vip'>;

/** The Guest Entry Form as typed: one Name field ("Last, First" or any order), the rest as on the guest. */
export type GuestFormValues = { name: string; vip: boolean } & Record<GuestTextInput, string>;

export type GuestTextField = Exclude<keyof GuestFormValues, 'vip'>;

const GUEST_TEXT_INPUTS = schemaFields(guestSchema).filter(
  (field): field is GuestTextInput => field !== 'firstName' && field !== 'lastName' && field !== 'vip',
);

export const EMPTY_GUEST_FORM: GuestFormValues = { name: '', vip: false, ...textValuesOf(GUEST_TEXT_INPUTS, null) };

/** ID types offered as suggestions; any other text is accepted too. */
export const ID_TYPE_SUGGESTIONS = ["Driver's License", 'Passport', 'State ID', 'Military ID', 'National ID Card'] as const;

/** A saved guest as the client reads it: each field of the core guest schema. */
export type GuestRecord = Pick<GuestFieldsFragment, keyof GuestInput>;

/** The form filled from a saved guest, for edit mode. */
export function guestFormFromGuest(guest: GuestRecord): GuestFormValues {
  return {
    name: formatGuestName(guest.lastName, guest.firstName),
    vip: guest.vip,
    ...textValuesOf(GUEST_TEXT_INPUTS, guest),
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
