import { describe, expect, it, vi } from 'vitest';
import { checkLicenceForm, licenceBadgeText, licenceFieldsFromSettings, simulateLicenceVerify } from './licence-form';

const settings = [
  { key: 'motel_name', value: 'Harbor Inn' },
  { key: 'motel_address', value: '1 Pier Road' },
  { key: 'motel_city', value: 'Boston' },
  { key: 'motel_state', value: 'MA' },
  { key: 'motel_zip', value: '02110' },
  { key: 'number_of_rooms', value: '40' },
  { key: 'tax_rate', value: '0.08' },
];
const fields = licenceFieldsFromSettings(settings);

describe('checkLicenceForm', () => {
  it('takes the hotel fields from the settings', () => {
    expect(checkLicenceForm(' KEY ', fields)).toEqual({
      ok: true,
      input: {
        licenceKey: 'KEY',
        hotelName: 'Harbor Inn',
        address: '1 Pier Road',
        city: 'Boston',
        state: 'MA',
        zip: '02110',
        numberOfRooms: '40',
      },
    });
  });

  it.each([
    ['', fields, 'No License Key', 'Please enter a license key to validate'],
    ['  ', { ...fields, city: '' }, 'No License Key', 'Please enter a license key to validate'],
    [
      'KEY',
      { ...fields, city: '' },
      'Missing Information',
      'Please fill in all hotel information fields to validate the license',
    ],
    [
      'KEY',
      { ...fields, numberOfRooms: '' },
      'Missing Information',
      'Please fill in all hotel information fields to validate the license',
    ],
  ])('%j with %j: %s', (key, hotel, title, description) => {
    expect(checkLicenceForm(key, hotel)).toEqual({ ok: false, title, description });
  });
});

describe('the demo Verify box', () => {
  it('accepts any non-empty key after one second, without a server call', async () => {
    vi.useFakeTimers();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const verdict = simulateLicenceVerify('anything');
    let settled = false;
    void verdict.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(verdict).resolves.toBe(true);
    const blank = simulateLicenceVerify('  ');
    await vi.advanceTimersByTimeAsync(1000);
    await expect(blank).resolves.toBe(false);
    expect(fetchSpy).not.toHaveBeenCalled();
    vi.useRealTimers();
  });
});

describe('licenceBadgeText', () => {
  it.each([
    [{ licensed: true, expired: false }, 'LICENSED VERSION'],
    [{ licensed: false, expired: false }, 'DEMO VERSION'],
    [{ licensed: false, expired: true }, 'DEMO EXPIRED'],
  ])('%j: %s', (status, text) => {
    expect(licenceBadgeText(status)).toBe(text);
  });
});
