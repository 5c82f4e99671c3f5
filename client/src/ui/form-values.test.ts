import { guestSchema } from '@core/schemas/guest.schema';
import { describe, expect, it } from 'vitest';
import { schemaFields, textValuesOf } from './form-values';

describe("a form's text from a record", () => {
  it("names a core schema's fields in its order", () => {
    expect(schemaFields(guestSchema)).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'address',
      'city',
      'state',
      'zipCode',
      'country',
      'idType',
      'idNumber',
      'notes',
      'vip',
    ]);
  });

  it('writes each value as text, none as blank, and starts a new record from the blank values given', () => {
    const fields = ['name', 'isActive', 'sortOrder', 'description'] as const;
    expect(textValuesOf(fields, { name: 'Pool', isActive: false, sortOrder: 0, description: null })).toEqual({
      name: 'Pool',
      isActive: 'false',
      sortOrder: '0',
      description: '',
    });
    expect(textValuesOf(fields, null, { isActive: 'true' })).toEqual({
      name: '',
      isActive: 'true',
      sortOrder: '',
      description: '',
    });
  });
});
