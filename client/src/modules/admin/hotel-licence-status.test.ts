import { describe, expect, it } from 'vitest';
import { hotelLicenceStatus, matchingLicence } from './hotel-licence-status';

const hotel = { name: 'Harbor Inn', email: 'desk@harbor.test' };
const licence = (overrides: Partial<{ hotelName: string; hotelEmail: string; isActive: boolean }>) => ({
  hotelName: 'Other',
  hotelEmail: 'other@x.test',
  isActive: true,
  ...overrides,
});

describe('hotelLicenceStatus', () => {
  it.each([
    ['no licences', [], 'Demo'],
    ['an active licence with its email, any case', [licence({ hotelEmail: 'DESK@Harbor.test' })], 'Licensed'],
    ['an active licence with its name, any case', [licence({ hotelName: ' harbor INN ' })], 'Licensed'],
    ['only an inactive one', [licence({ hotelEmail: 'desk@harbor.test', isActive: false })], 'Demo'],
    ['only other hotels', [licence({})], 'Demo'],
  ])('%s: %s', (_name, licences, expected) => {
    expect(hotelLicenceStatus(hotel, licences)).toBe(expected);
  });

  it('returns the matching licence', () => {
    const match = licence({ hotelEmail: 'desk@harbor.test' });
    expect(matchingLicence(hotel, [licence({}), match])).toBe(match);
  });
});
