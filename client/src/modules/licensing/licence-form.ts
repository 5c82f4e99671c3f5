import { LICENCE_MESSAGES, licenceValidationSchema } from '@core/schemas/licence.schema';

/** Spec 4: the hotel details a licence is validated against, from the settings keys. */
export interface LicenceHotelFields {
  hotelName: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  numberOfRooms: string;
}

export function licenceFieldsFromSettings(settings: readonly { key: string; value: string }[]): LicenceHotelFields {
  const value = (key: string) => settings.find((entry) => entry.key === key)?.value ?? '';
  return {
    hotelName: value('motel_name'),
    address: value('motel_address'),
    city: value('motel_city'),
    state: value('motel_state'),
    zip: value('motel_zip'),
    numberOfRooms: value('number_of_rooms'),
  };
}

export type LicenceFormCheck =
  { ok: true; input: LicenceHotelFields & { licenceKey: string } } | { ok: false; title: string; description: string };

/** Spec 5, Validate Licence: 'No License Key' first, then 'Missing Information'; the core schema decides. */
export function checkLicenceForm(licenceKey: string, fields: LicenceHotelFields): LicenceFormCheck {
  const input = { licenceKey: licenceKey.trim(), ...fields };
  const result = licenceValidationSchema.safeParse(input);
  if (result.success) return { ok: true, input };
  const message = result.error.issues[0]?.message ?? LICENCE_MESSAGES.missingInformation;
  const title =
    message === LICENCE_MESSAGES.noKey
      ? LICENCE_MESSAGES.noKeyTitle
      : message === LICENCE_MESSAGES.missingInformation
        ? LICENCE_MESSAGES.missingInformationTitle
        : 'Validation Error';
  return { ok: false, title, description: message };
}

/** Spec 5, Demo Verify box: a simulated 1-second check that accepts any non-empty key; no server call. */
export const SIMULATED_VERIFY_MS = 1000;

export function simulateLicenceVerify(licenceKey: string, delayMs = SIMULATED_VERIFY_MS): Promise<boolean> {
  return new Promise((resolve) => setTimeout(() => resolve(licenceKey.trim().length > 0), delayMs));
}

export const VERIFY_MESSAGES = { success: 'License verified successfully.', failure: 'Invalid license key.' } as const;

/** The card's badge (spec 2, Hotel Information): DEMO VERSION, DEMO EXPIRED or LICENSED VERSION. */
export function licenceBadgeText(status: { licensed: boolean; expired: boolean }): string {
  return status.licensed ? 'LICENSED VERSION' : status.expired ? 'DEMO EXPIRED' : 'DEMO VERSION';
}
