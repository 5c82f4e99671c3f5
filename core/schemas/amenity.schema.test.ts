import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import { amenitySchema } from './amenity.schema';

const firstMessage = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? null : result.error.issues[0].message;
};

const valid = { name: ' Pool ', category: 'Recreation', icon: 'Waves' };

describe('amenitySchema', () => {
  it('reads an amenity with defaults', () => {
    expect(amenitySchema.parse(valid)).toEqual({
      name: 'Pool',
      category: 'Recreation',
      icon: 'Waves',
      description: null,
      isActive: true,
      sortOrder: 0,
    });
  });

  it('spells category and icon as the catalogue does, and takes any catalogue icon', () => {
    expect(
      amenitySchema.parse({
        ...valid,
        category: 'wellness',
        icon: 'wifi',
        description: ' Open 24h ',
        isActive: false,
        sortOrder: '4',
      }),
    ).toEqual({
      name: 'Pool',
      category: 'Wellness',
      icon: 'Wifi',
      description: 'Open 24h',
      isActive: false,
      sortOrder: 4,
    });
  });

  it.each([
    ['abc', 0],
    ['', 0],
    [null, 0],
    [12, 12],
  ])('sortOrder %j becomes %i', (sortOrder, expected) => {
    expect(amenitySchema.parse({ ...valid, sortOrder }).sortOrder).toBe(expected);
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ name: undefined }, 'Name is required'],
    [{ category: '' }, 'Category is required'],
    [{ category: undefined }, 'Category is required'],
    [{ category: 'Spa' }, 'Please choose one of the amenity categories'],
    [{ icon: ' ' }, 'Icon is required'],
    [{ icon: null }, 'Icon is required'],
    [{ icon: 'Bed' }, 'Please choose one of the amenity icons'],
    [{ sortOrder: -1 }, 'Sort order must be a whole number of 0 or more'],
    [{ description: 'x'.repeat(1001) }, 'Must be at most 1000 characters'],
  ])('%j is refused with %j', (change, message) => {
    expect(firstMessage(amenitySchema, { ...valid, ...change })).toBe(message);
  });

  it('reports a missing name first', () => {
    expect(firstMessage(amenitySchema, {})).toBe('Name is required');
  });
});
