import { describe, expect, it } from 'vitest';
import {
  EMPTY_RATE_PERIOD_FORM,
  dateFieldsFor,
  formValuesOf,
  moneyText,
  toRatePeriodPayload,
  toggleDay,
  whenText,
  withRoomTypeRates,
} from './rate-period-form';

const filled = {
  ...EMPTY_RATE_PERIOD_FORM,
  roomTypeId: '4',
  name: ' Weekend Rate ',
  rateType: 'weekend',
  dailyRate: '129',
  weeklyRate: '800.5',
  monthlyRate: '2500.00',
  daysOfWeek: ['friday' as const, 'saturday' as const],
  priority: '5',
};

describe('toRatePeriodPayload', () => {
  it('sends ids and priority as integers, and only the fields the type uses', () => {
    expect(
      toRatePeriodPayload({ ...filled, startDate: '2026-01-01', endDate: '2026-01-02', specificDates: '2026-12-25' }),
    ).toEqual({
      ok: true,
      input: {
        roomTypeId: 4,
        name: 'Weekend Rate',
        rateType: 'weekend',
        dailyRate: '129.00',
        weeklyRate: '800.50',
        monthlyRate: '2500.00',
        priority: 5,
        daysOfWeek: ['friday', 'saturday'],
        startDate: null,
        endDate: null,
        specificDates: [],
        isActive: true,
        description: null,
      },
    });
  });

  it('splits specific dates on commas and trims them', () => {
    const payload = toRatePeriodPayload({
      ...filled,
      rateType: 'holiday',
      daysOfWeek: [],
      specificDates: ' 2026-12-25 , 2026-07-04,',
    });
    expect(payload.ok && payload.input.specificDates).toEqual(['2026-07-04', '2026-12-25']);
    expect(payload.ok && payload.input.daysOfWeek).toEqual([]);
  });

  it('keeps the range for seasonal and event periods; a blank priority is 1', () => {
    const payload = toRatePeriodPayload({
      ...filled,
      rateType: 'event',
      startDate: '2026-05-01',
      endDate: '2026-05-03',
      priority: '',
    });
    expect(
      payload.ok && [payload.input.startDate, payload.input.endDate, payload.input.priority, payload.input.daysOfWeek],
    ).toEqual(['2026-05-01', '2026-05-03', 1, []]);
  });

  it.each([
    [{ roomTypeId: '' }, 'Please fill in all required fields'],
    [{ name: '  ' }, 'Please fill in all required fields'],
    [{ rateType: '' }, 'Please fill in all required fields'],
    [{ dailyRate: '' }, 'Please fill in all required fields'],
    [{ priority: '11' }, 'Priority must be between 1 and 10'],
    [{ daysOfWeek: [] }, 'Choose at least one day of the week'],
    [{ rateType: 'seasonal', startDate: '2026-06-01' }, 'Start date and end date are required'],
    [{ rateType: 'holiday', specificDates: ' ' }, 'Enter at least one specific date'],
    [{ rateType: 'holiday', specificDates: '12/25/2026' }, 'Invalid date: 12/25/2026'],
  ])('%j is refused with %j', (change, message) => {
    expect(toRatePeriodPayload({ ...filled, ...change })).toEqual({ ok: false, message });
  });
});

describe('form helpers', () => {
  it('shows the fields that follow the rate type', () => {
    expect(['weekday', 'weekend', 'seasonal', 'event', 'holiday', ''].map(dateFieldsFor)).toEqual([
      'days',
      'days',
      'range',
      'range',
      'dates',
      'none',
    ]);
  });

  it('prefills the three rates from the room type', () => {
    const roomType = { id: 7, dailyRate: '99.00', weeklyRate: '600.00', monthlyRate: '2000.00' };
    expect(withRoomTypeRates(EMPTY_RATE_PERIOD_FORM, roomType)).toMatchObject({
      roomTypeId: '7',
      dailyRate: '99.00',
      weeklyRate: '600.00',
      monthlyRate: '2000.00',
    });
  });

  it('toggles days in week order', () => {
    expect(toggleDay(['sunday'], 'friday', true)).toEqual(['friday', 'sunday']);
    expect(toggleDay(['friday', 'sunday'], 'sunday', false)).toEqual(['friday']);
  });

  it('loads a stored period for editing', () => {
    expect(
      formValuesOf({
        roomTypeId: 3,
        name: 'Holidays',
        rateType: 'holiday',
        priority: 10,
        dailyRate: '150.00',
        weeklyRate: '900.00',
        monthlyRate: '3000.00',
        daysOfWeek: [],
        startDate: null,
        endDate: null,
        specificDates: ['2026-07-04', '2026-12-25'],
        description: null,
        isActive: false,
      }),
    ).toMatchObject({
      roomTypeId: '3',
      specificDates: '2026-07-04, 2026-12-25',
      priority: '10',
      isActive: false,
      description: '',
      startDate: '',
    });
  });

  it('writes money and the days a period covers for people', () => {
    expect(moneyText('1250.5')).toBe('$1,250.50');
    expect(whenText({ rateType: 'weekend', daysOfWeek: ['sunday', 'saturday'], specificDates: [] })).toBe('Sat, Sun');
    expect(
      whenText({ rateType: 'seasonal', daysOfWeek: [], startDate: '2026-06-01', endDate: '2026-08-31', specificDates: [] }),
    ).toBe('2026-06-01 to 2026-08-31');
  });
});
