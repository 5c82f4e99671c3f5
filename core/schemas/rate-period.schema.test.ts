import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import { dynamicRateQuerySchema, ratePeriodSchema } from './rate-period.schema';

const firstMessage = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? null : result.error.issues[0].message;
};

const base = { roomTypeId: 2, name: 'Summer', dailyRate: 99, weeklyRate: '600', monthlyRate: '2000.5' };
const seasonal = { ...base, rateType: 'seasonal', startDate: '2026-06-01', endDate: '2026-08-31' };

describe('ratePeriodSchema', () => {
  it('reads a seasonal period with defaults', () => {
    expect(ratePeriodSchema.parse(seasonal)).toEqual({
      roomTypeId: 2,
      name: 'Summer',
      rateType: 'seasonal',
      dailyRate: '99.00',
      weeklyRate: '600.00',
      monthlyRate: '2000.50',
      priority: 1,
      daysOfWeek: [],
      startDate: '2026-06-01',
      endDate: '2026-08-31',
      specificDates: [],
      isActive: true,
      description: null,
    });
  });

  it('reads a weekend period with days as text, in week order', () => {
    const period = ratePeriodSchema.parse({
      ...base,
      roomTypeId: '2',
      rateType: 'Weekend',
      daysOfWeek: 'Sunday, friday,saturday,friday',
      priority: '5',
      isActive: 'false',
      description: ' Fri-Sun ',
    });
    expect(period.rateType).toBe('weekend');
    expect(period.daysOfWeek).toEqual(['friday', 'saturday', 'sunday']);
    expect(period.priority).toBe(5);
    expect(period.isActive).toBe(false);
    expect(period.description).toBe('Fri-Sun');
  });

  it('splits holiday dates on commas, trims, sorts and drops repeats', () => {
    const period = ratePeriodSchema.parse({
      ...base,
      rateType: 'holiday',
      specificDates: ' 2026-12-25, 2026-07-04 ,2026-12-25,',
    });
    expect(period.specificDates).toEqual(['2026-07-04', '2026-12-25']);
    expect(ratePeriodSchema.parse({ ...base, rateType: 'holiday', specificDates: ['2026-01-01'] }).specificDates).toEqual([
      '2026-01-01',
    ]);
  });

  it('allows a one-day range', () => {
    expect(ratePeriodSchema.parse({ ...seasonal, rateType: 'event', endDate: '2026-06-01' }).endDate).toBe('2026-06-01');
  });

  it.each([
    [{ roomTypeId: undefined }, 'Please fill in all required fields'],
    [{ roomTypeId: '' }, 'Please fill in all required fields'],
    [{ roomTypeId: 0 }, 'Please fill in all required fields'],
    [{ name: '  ' }, 'Please fill in all required fields'],
    [{ rateType: '' }, 'Please fill in all required fields'],
    [{ rateType: undefined }, 'Please fill in all required fields'],
    [{ rateType: 'nightly' }, 'Rate type must be one of weekday, weekend, holiday, seasonal or event'],
    [{ dailyRate: '' }, 'Please fill in all required fields'],
    [{ monthlyRate: undefined }, 'Please fill in all required fields'],
    [{ weeklyRate: -1 }, 'Rates must be 0 or more'],
    [{ dailyRate: '9.999' }, 'Rates must be numbers with at most 2 decimals'],
    [{ priority: 0 }, 'Priority must be between 1 and 10'],
    [{ priority: 11 }, 'Priority must be between 1 and 10'],
    [{ priority: 2.5 }, 'Priority must be between 1 and 10'],
    [{ startDate: '2026-02-30' }, 'Invalid date: 2026-02-30'],
    [{ endDate: 'next week' }, 'Invalid date: next week'],
    [{ startDate: '' }, 'Start date and end date are required'],
    [{ endDate: null }, 'Start date and end date are required'],
    [{ startDate: '2026-09-01' }, 'Start date must be on or before end date'],
    [{ daysOfWeek: ['funday'] }, 'Unknown day of the week: funday'],
    [{ specificDates: '2026-01-01, 2026-02-30' }, 'Invalid date: 2026-02-30'],
  ])('%j is refused with %j', (change, message) => {
    expect(firstMessage(ratePeriodSchema, { ...seasonal, ...change })).toBe(message);
  });

  it.each([
    [{ ...base, rateType: 'weekday' }, 'Choose at least one day of the week'],
    [{ ...base, rateType: 'weekend', daysOfWeek: [] }, 'Choose at least one day of the week'],
    [{ ...base, rateType: 'event' }, 'Start date and end date are required'],
    [{ ...base, rateType: 'holiday' }, 'Enter at least one specific date'],
    [{ ...base, rateType: 'holiday', specificDates: ' , ' }, 'Enter at least one specific date'],
  ])('%j is refused with %j', (input, message) => {
    expect(firstMessage(ratePeriodSchema, input)).toBe(message);
  });

  it.each([
    [{ name: 'Summer', rateType: 'seasonal' }, 'roomTypeId'],
    [{ roomTypeId: 2, rateType: 'seasonal' }, 'name'],
    [{ roomTypeId: 2, name: 'Summer' }, 'rateType'],
  ])('a body like %j misses %s', (input, key) => {
    const result = ratePeriodSchema.safeParse({ ...input, dailyRate: 1, weeklyRate: 1, monthlyRate: 1 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path).toEqual([key]);
    expect(result.error?.issues[0].message).toBe('Please fill in all required fields');
  });

  it.each([
    ['', 1],
    ['high', 1],
    [undefined, 1],
    ['10', 10],
  ])('priority %j becomes %i', (priority, expected) => {
    expect(ratePeriodSchema.parse({ ...seasonal, priority }).priority).toBe(expected);
  });
});

describe('dynamicRateQuerySchema', () => {
  it('reads a room type id and a check-in date', () => {
    expect(dynamicRateQuerySchema.parse({ roomTypeId: '7', checkInDate: ' 2026-03-14 ' })).toEqual({
      roomTypeId: 7,
      checkInDate: '2026-03-14',
    });
  });

  it.each([
    [{ checkInDate: '2026-03-14' }, 'Please choose a room type'],
    [{ roomTypeId: 'abc', checkInDate: '2026-03-14' }, 'Please choose a room type'],
    [{ roomTypeId: 0, checkInDate: '2026-03-14' }, 'Please choose a room type'],
    [{ roomTypeId: 7 }, 'Please select check-in date'],
    [{ roomTypeId: 7, checkInDate: '' }, 'Please select check-in date'],
    [{ roomTypeId: 7, checkInDate: '2026-02-30' }, 'Invalid date: 2026-02-30'],
  ])('%j is refused with %j', (input, message) => {
    expect(firstMessage(dynamicRateQuerySchema, input)).toBe(message);
  });
});
