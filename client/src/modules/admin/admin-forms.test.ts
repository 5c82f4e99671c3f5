import { describe, expect, it } from 'vitest';
import { adminValidationInput } from './admin-licence-validation';
import { checkHotelForm, EMPTY_HOTEL_FORM } from './hotel-form';

describe('checkHotelForm', () => {
  it('trims and sends 0 rooms when blank', () => {
    expect(
      checkHotelForm({ ...EMPTY_HOTEL_FORM, hotelName: ' Harbor Inn ', hotelEmail: ' Desk@Harbor.test', city: ' Boston ' }),
    ).toEqual({
      ok: true,
      input: {
        hotelName: 'Harbor Inn',
        hotelEmail: 'desk@harbor.test',
        phoneNumber: null,
        address: null,
        city: 'Boston',
        state: null,
        zipCode: null,
        country: null,
        website: null,
        numberOfRooms: '0',
      },
    });
  });

  it.each([
    [{}, 'Missing Fields', 'Please fill in: Hotel Name, Hotel Email'],
    [{ hotelName: 'Harbor Inn' }, 'Missing Fields', 'Please fill in: Hotel Email'],
    [{ hotelName: 'Harbor Inn', hotelEmail: 'nope' }, 'Error', 'Please enter a valid email address'],
  ])('%j: %s', (change, title, description) => {
    expect(checkHotelForm({ ...EMPTY_HOTEL_FORM, ...change })).toEqual({ ok: false, title, description });
  });
});

describe('adminValidationInput', () => {
  const licence = {
    licenceKey: 'KEY',
    hotelName: 'Harbor Inn',
    address: '1 Pier',
    city: 'Boston',
    state: 'MA',
    zipCode: '02110',
    numberOfRooms: 40,
  };

  it("takes the hotel's details, else the licence's", () => {
    expect(adminValidationInput({ id: 3, name: 'Harbor Inn', city: 'Salem', numberOfRooms: null }, licence)).toEqual({
      ok: true,
      input: {
        hotelId: 3,
        licenceKey: 'KEY',
        hotelName: 'Harbor Inn',
        address: '1 Pier',
        city: 'Salem',
        state: 'MA',
        zip: '02110',
        numberOfRooms: '40',
      },
    });
  });

  it('gives the Validation Error of spec 5 when anything is missing', () => {
    const missing = {
      ok: false,
      title: 'Validation Error',
      description: 'Missing required hotel information for validation. Please ensure the hotel has complete address details.',
    };
    expect(adminValidationInput({ id: 3, name: 'Harbor Inn' }, undefined)).toEqual(missing);
    expect(adminValidationInput({ id: 3, name: 'Harbor Inn' }, { ...licence, zipCode: '' })).toEqual(missing);
  });
});
