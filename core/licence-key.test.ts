import { describe, expect, it } from 'vitest';
import {
  formatLicenceKey,
  LICENCE_KEY_ALPHABET,
  LICENCE_KEY_BYTES,
  licenceMessage,
  MANUAL_ACTIVATION,
  maskLicenceKey,
  normaliseLicenceText,
  readLicenceKey,
} from './licence-key';

const details = { hotelName: 'Harbor Inn', address: '1 Pier Road', city: 'Boston', state: 'MA', zip: '02110', numberOfRooms: 40 };

describe('licenceMessage', () => {
  it('is the same whatever the case and the spaces around and inside the fields', () => {
    const messy = {
      hotelName: '  HARBOR   inn ',
      address: '1 pier  ROAD',
      city: 'boston ',
      state: 'ma',
      zip: ' 02110',
      numberOfRooms: 40,
    };
    expect(licenceMessage(messy)).toBe(licenceMessage(details));
    expect(licenceMessage(details)).toBe('innkeep-licence/v1\nharbor inn\n1 pier road\nboston\nma\n02110\n40');
  });

  it.each([
    ['name', { hotelName: 'Harbour Inn' }],
    ['address', { address: '2 Pier Road' }],
    ['city', { city: 'Salem' }],
    ['state', { state: 'NH' }],
    ['zip', { zip: '02111' }],
    ['rooms', { numberOfRooms: 41 }],
  ])('changes with the %s', (_field, change) => {
    expect(licenceMessage({ ...details, ...change })).not.toBe(licenceMessage(details));
  });

  it('keeps the fields apart, so text cannot move from one to the next', () => {
    expect(licenceMessage({ ...details, hotelName: 'Harbor', address: 'Inn 1 Pier Road' })).not.toBe(licenceMessage(details));
  });

  it('trims and lowercases', () => {
    expect(normaliseLicenceText('  Grand\tHOTEL \n')).toBe('grand hotel');
  });
});

describe('formatLicenceKey', () => {
  it('writes five groups of five unambiguous characters', () => {
    const key = formatLicenceKey(new Uint8Array(32).map((_, index) => index * 37));
    expect(key).toMatch(/^[2-9A-HJ-NP-Z]{5}(-[2-9A-HJ-NP-Z]{5}){4}$/);
    expect(key).not.toMatch(/[01IO]/);
  });

  it('reads the bits in order: all zero bits are the first character, all ones the last', () => {
    expect(formatLicenceKey(new Uint8Array(LICENCE_KEY_BYTES))).toBe('22222-22222-22222-22222-22222');
    expect(formatLicenceKey(new Uint8Array(LICENCE_KEY_BYTES).fill(255))).toBe('ZZZZZ-ZZZZZ-ZZZZZ-ZZZZZ-ZZZZZ');
    expect(formatLicenceKey(Uint8Array.of(0b00001000, 0b01000000, ...new Array(14).fill(0)))).toBe(
      '33222-22222-22222-22222-22222',
    );
  });

  it('needs 16 bytes', () => {
    expect(() => formatLicenceKey(new Uint8Array(15))).toThrow();
    expect(LICENCE_KEY_ALPHABET).toHaveLength(32);
  });
});

describe('readLicenceKey', () => {
  it.each([
    ['7kq2m-xh4ta-23456-789ab-cdefg', '7KQ2M-XH4TA-23456-789AB-CDEFG'],
    [' 7KQ2M XH4TA 23456 789AB CDEFG ', '7KQ2M-XH4TA-23456-789AB-CDEFG'],
    ['7KQ2MXH4TA23456789ABCDEFG', '7KQ2M-XH4TA-23456-789AB-CDEFG'],
    ['manual-activation', MANUAL_ACTIVATION],
    ['MANUAL-ACTIVATION', MANUAL_ACTIVATION],
  ])('reads %j as %j', (typed, expected) => {
    expect(readLicenceKey(typed)).toBe(expected);
  });

  it.each(['', 'ABCDE', '7KQ2M-XH4TA-23456-789AB-CDEF0', '7KQ2M-XH4TA-23456-789AB-CDEFGH', 'IIIII-IIIII-IIIII-IIIII-IIIII'])(
    'refuses %j',
    (typed) => {
      expect(readLicenceKey(typed)).toBeNull();
    },
  );
});

describe('maskLicenceKey', () => {
  it('shows the first group only', () => {
    expect(maskLicenceKey('7KQ2M-XH4TA-23456-789AB-CDEFG')).toBe('7KQ2M-•••••-•••••-•••••-•••••');
    expect(maskLicenceKey(MANUAL_ACTIVATION)).toBe(MANUAL_ACTIVATION);
  });
});
