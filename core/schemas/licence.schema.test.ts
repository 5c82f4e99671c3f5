import { describe, expect, it } from 'vitest';
import { parseInput } from '../parse-input';
import {
  adminHotelSchema,
  adminHotelUpdateSchema,
  adminLicenceValidationSchema,
  generateLicenceSchema,
  licenceValidationSchema,
} from './licence.schema';

const fields = {
  licenceKey: ' abcde ',
  hotelName: ' Harbor Inn ',
  address: '1 Pier Road',
  city: 'Boston',
  state: 'MA',
  zip: '02110',
  numberOfRooms: '40',
};
const message = (schema: Parameters<typeof parseInput>[0], input: unknown) => {
  try {
    parseInput(schema, input);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('licenceValidationSchema (settings)', () => {
  it('trims and reads the rooms', () => {
    expect(parseInput(licenceValidationSchema, fields)).toEqual({
      licenceKey: 'abcde',
      hotel: { hotelName: 'Harbor Inn', address: '1 Pier Road', city: 'Boston', state: 'MA', zip: '02110', numberOfRooms: 40 },
    });
  });

  it.each([
    [{ licenceKey: '  ' }, 'Please enter a license key to validate'],
    [{ licenceKey: undefined, hotelName: '' }, 'Please enter a license key to validate'],
    [{ hotelName: '' }, 'Please fill in all hotel information fields to validate the license'],
    [{ address: null }, 'Please fill in all hotel information fields to validate the license'],
    [{ city: ' ' }, 'Please fill in all hotel information fields to validate the license'],
    [{ state: undefined }, 'Please fill in all hotel information fields to validate the license'],
    [{ zip: '' }, 'Please fill in all hotel information fields to validate the license'],
    [{ numberOfRooms: '' }, 'Please fill in all hotel information fields to validate the license'],
    [{ numberOfRooms: '0' }, 'Number of rooms must be between 1 and 999999'],
    [{ numberOfRooms: '12.5' }, 'Number of rooms must be between 1 and 999999'],
    [{ state: 'MAS' }, 'state must be at most 2 characters'],
  ])('%j gives %j', (change, expected) => {
    expect(message(licenceValidationSchema, { ...fields, ...change })).toBe(expected);
  });
});

describe('adminLicenceValidationSchema', () => {
  const adminMessage = 'Missing required hotel information for validation. Please ensure the hotel has complete address details.';
  it.each([[{ licenceKey: '' }], [{ zip: '' }], [{ numberOfRooms: null }]])('%j gives the admin message', (change) => {
    expect(message(adminLicenceValidationSchema, { ...fields, ...change })).toBe(adminMessage);
  });

  it('takes an optional hotel', () => {
    expect(parseInput(adminLicenceValidationSchema, { ...fields, hotelId: '7' })).toMatchObject({ hotelId: 7, hotelEmail: null });
    expect(parseInput(adminLicenceValidationSchema, { ...fields, hotelEmail: 'A@Inn.test' })).toMatchObject({
      hotelId: null,
      hotelEmail: 'a@inn.test',
    });
  });
});

describe('adminHotelSchema', () => {
  it('takes the form names or the account names, trims, and falls back to 0 rooms', () => {
    expect(
      parseInput(adminHotelSchema, { hotelName: ' Harbor Inn ', hotelEmail: ' Desk@Harbor.test ', city: ' Boston ' }),
    ).toEqual({
      hotelName: 'Harbor Inn',
      hotelEmail: 'desk@harbor.test',
      phoneNumber: null,
      address: null,
      city: 'Boston',
      state: null,
      zipCode: null,
      country: null,
      website: null,
      numberOfRooms: 0,
    });
    expect(parseInput(adminHotelSchema, { name: 'Harbor Inn', email: 'desk@harbor.test', numberOfRooms: 12 })).toMatchObject({
      hotelName: 'Harbor Inn',
      numberOfRooms: 12,
    });
  });

  it.each([
    [{}, 'Please fill in: Hotel Name, Hotel Email'],
    [{ hotelName: 'Harbor Inn' }, 'Please fill in: Hotel Email'],
    [{ hotelEmail: 'a@b.test', hotelName: '  ' }, 'Please fill in: Hotel Name'],
    [{ hotelName: 'Harbor Inn', hotelEmail: 'nope' }, 'Please enter a valid email address'],
    [{ hotelName: 'Harbor Inn', hotelEmail: 'a@b.test', state: 'MAS' }, 'State must be at most 2 characters'],
    [{ hotelName: 'Harbor Inn', hotelEmail: 'a@b.test', numberOfRooms: '-3' }, 'Number of rooms must be a positive number'],
  ])('%j gives %j', (input, expected) => {
    expect(message(adminHotelSchema, input)).toBe(expected);
  });

  it('update needs an id and keeps isEmailVerified when not sent', () => {
    expect(message(adminHotelUpdateSchema, { hotelName: 'Harbor Inn', hotelEmail: 'a@b.test' })).toBe('id: Invalid id');
    expect(parseInput(adminHotelUpdateSchema, { id: 3, hotelName: 'Harbor Inn', hotelEmail: 'a@b.test' })).toMatchObject({
      id: 3,
      isEmailVerified: null,
    });
    expect(
      parseInput(adminHotelUpdateSchema, { id: 3, hotelName: 'Harbor Inn', hotelEmail: 'a@b.test', isEmailVerified: true }),
    ).toMatchObject({ isEmailVerified: true });
  });
});

describe('generateLicenceSchema', () => {
  it('needs every field the key is bound to', () => {
    expect(
      message(generateLicenceSchema, { hotelName: 'Harbor Inn', hotelEmail: 'a@b.test', city: 'Boston', numberOfRooms: 0 }),
    ).toBe('Please fill in: Address, State, Zip Code, Number of Rooms');
    expect(
      parseInput(generateLicenceSchema, {
        hotelName: 'Harbor Inn',
        hotelEmail: 'a@b.test',
        address: '1 Pier',
        city: 'Boston',
        state: 'MA',
        zipCode: '02110',
        numberOfRooms: '40',
      }),
    ).toMatchObject({ zipCode: '02110', numberOfRooms: 40 });
  });
});
