import { describe, expect, it } from 'vitest';
import { EMPTY_GUEST_FORM, checkGuestForm, guestFormFromGuest, parsedGuestName, tidyGuestNameText } from './guest-form';

describe('the Name field', () => {
  it.each([
    ['Lovelace, Ada', { lastName: 'Lovelace', firstName: 'Ada' }],
    ['Ada Lovelace', { firstName: 'Ada', lastName: 'Lovelace' }],
    ['Mary Ann Smith', { firstName: 'Mary Ann', lastName: 'Smith' }],
    ['Cher', { firstName: '', lastName: 'Cher' }],
  ])('%j reads as %j', (text, name) => {
    expect(parsedGuestName(text)).toEqual(name);
  });

  it('is tidied to "Last, First" on blur when both halves are there', () => {
    expect(tidyGuestNameText('  Ada   Lovelace ')).toBe('Lovelace, Ada');
    expect(tidyGuestNameText('Cher ')).toBe('Cher');
  });
});

describe('checkGuestForm', () => {
  it('turns the form into the guest input, blanks as null', () => {
    const check = checkGuestForm({
      ...EMPTY_GUEST_FORM,
      name: 'Lovelace, Ada',
      email: ' ADA@Example.com ',
      city: 'London',
      vip: true,
    });
    expect(check).toEqual({
      ok: true,
      input: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phone: null,
        address: null,
        city: 'London',
        state: null,
        zipCode: null,
        country: null,
        idType: null,
        idNumber: null,
        notes: null,
        vip: true,
      },
    });
  });

  it.each(['', '   ', 'Cher', 'Lovelace,'])('refuses the name %j with the spec message on the Name field', (name) => {
    expect(checkGuestForm({ ...EMPTY_GUEST_FORM, name })).toEqual({
      ok: false,
      errors: { name: 'First name and last name are required' },
    });
  });

  it('reports a bad email on the Email field', () => {
    expect(checkGuestForm({ ...EMPTY_GUEST_FORM, name: 'Ada Lovelace', email: 'not-an-email' })).toEqual({
      ok: false,
      errors: { email: 'Please enter a valid email address' },
    });
  });

  it('fills the form from a saved guest, a field it has none of blank', () => {
    const form = guestFormFromGuest({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: null,
      phone: '555-0100',
      address: null,
      city: 'London',
      state: null,
      zipCode: null,
      country: 'UK',
      idType: 'Passport',
      idNumber: 'P123',
      notes: 'Late arrival',
      vip: true,
    });
    expect(form).toEqual({
      name: 'Lovelace, Ada',
      email: '',
      phone: '555-0100',
      address: '',
      city: 'London',
      state: '',
      zipCode: '',
      country: 'UK',
      idType: 'Passport',
      idNumber: 'P123',
      notes: 'Late arrival',
      vip: true,
    });
  });

  it('starts blank with every text field of the guest schema', () => {
    expect(EMPTY_GUEST_FORM).toEqual({
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
    });
  });
});
