import { onlineBookingUpdateSchema, SLUG_NEEDED_MESSAGE } from '@core/schemas/online-booking.schema';

/** Settings › Online Booking as the form holds it: numbers as typed, the offered room types by id. */
export interface OnlineBookingFormValues {
  enabled: boolean;
  slug: string;
  minNights: string;
  maxDaysAhead: string;
  cancellationDays: string;
  description: string;
  roomTypeIds: number[];
}

export type OnlineBookingField = keyof OnlineBookingFormValues;
export type OnlineBookingErrors = Partial<Record<OnlineBookingField, string>>;

/** What the server answers (the query and the mutation alike). */
export interface OnlineBookingSettingsValues {
  enabled: boolean;
  slug?: string | null;
  minNights: number;
  maxDaysAhead: number;
  cancellationDays: number;
  description: string;
  roomTypeIds: readonly number[];
}

/** The input the mutation takes: every setting, as the form has it. */
export interface OnlineBookingInput {
  enabled: boolean;
  slug: string;
  minNights: number;
  maxDaysAhead: number;
  cancellationDays: number;
  description: string;
  roomTypeIds: number[];
}

const FIELDS: readonly OnlineBookingField[] = [
  'enabled',
  'slug',
  'minNights',
  'maxDaysAhead',
  'cancellationDays',
  'description',
  'roomTypeIds',
];

export function formValuesOf(settings: OnlineBookingSettingsValues): OnlineBookingFormValues {
  return {
    enabled: settings.enabled,
    slug: settings.slug ?? '',
    minNights: String(settings.minNights),
    maxDaysAhead: String(settings.maxDaysAhead),
    cancellationDays: String(settings.cancellationDays),
    description: settings.description,
    roomTypeIds: [...settings.roomTypeIds].sort((a, b) => a - b),
  };
}

export function sameFormValues(a: OnlineBookingFormValues, b: OnlineBookingFormValues): boolean {
  return FIELDS.every((field) =>
    field === 'roomTypeIds'
      ? a.roomTypeIds.length === b.roomTypeIds.length && a.roomTypeIds.every((id, index) => id === b.roomTypeIds[index])
      : a[field] === b[field],
  );
}

/**
 * The form's values → the mutation's input, each field checked on its own with the core schema the server
 * parses with, so every wrong field shows the server's own message under it at once.
 */
export function checkForm(
  values: OnlineBookingFormValues,
): { ok: true; input: OnlineBookingInput } | { ok: false; errors: OnlineBookingErrors } {
  const errors: OnlineBookingErrors = {};
  const input: Partial<Record<OnlineBookingField, unknown>> = {};
  for (const field of FIELDS) {
    const checked = onlineBookingUpdateSchema.safeParse({ [field]: values[field] });
    if (checked.success) input[field] = checked.data[field];
    else errors[field] = checked.error.issues[0]?.message ?? 'Invalid value';
  }
  if (values.enabled && !values.slug.trim() && !errors.slug) errors.slug = SLUG_NEEDED_MESSAGE;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      enabled: values.enabled,
      // An empty address removes it (the server's "no address").
      slug: typeof input.slug === 'string' ? input.slug : '',
      minNights: input.minNights as number,
      maxDaysAhead: input.maxDaysAhead as number,
      cancellationDays: input.cancellationDays as number,
      description: (input.description as string | undefined) ?? '',
      roomTypeIds: [...values.roomTypeIds],
    },
  };
}

/** Which field a refusal of the server (a 409 or a 422, whose messages name no field) is about; null: the form's. */
export function fieldOfMessage(message: string): OnlineBookingField | null {
  if (/address/i.test(message)) return 'slug';
  if (/minimum nights/i.test(message)) return 'minNights';
  if (/days ahead/i.test(message)) return 'maxDaysAhead';
  if (/cancellation/i.test(message)) return 'cancellationDays';
  if (/description/i.test(message)) return 'description';
  if (/room type/i.test(message)) return 'roomTypeIds';
  return null;
}

/** The page's public address for a slug: where guests book. */
export const publicPageAddress = (origin: string, slug: string): string => `${origin}/book/${slug}`;
