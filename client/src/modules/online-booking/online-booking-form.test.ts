import { SLUG_MESSAGE, SLUG_NEEDED_MESSAGE, SLUG_TAKEN_MESSAGE } from '@core/schemas/online-booking.schema';
import { describe, expect, it } from 'vitest';
import { checkForm, fieldOfMessage, formValuesOf, publicPageAddress, sameFormValues } from './online-booking-form';

const saved = {
  enabled: false,
  slug: null,
  minNights: 1,
  maxDaysAhead: 365,
  cancellationDays: 2,
  description: '',
  roomTypeIds: [7, 3],
};

describe('the Online Booking settings form', () => {
  it('shows the saved settings as text, the room types in order', () => {
    expect(formValuesOf(saved)).toEqual({
      enabled: false,
      slug: '',
      minNights: '1',
      maxDaysAhead: '365',
      cancellationDays: '2',
      description: '',
      roomTypeIds: [3, 7],
    });
    expect(sameFormValues(formValuesOf(saved), formValuesOf({ ...saved, roomTypeIds: [3, 7] }))).toBe(true);
    expect(sameFormValues(formValuesOf(saved), formValuesOf({ ...saved, roomTypeIds: [3] }))).toBe(false);
  });

  it('sends every setting, checked by the rules the server parses them with', () => {
    const values = { ...formValuesOf(saved), enabled: true, slug: 'bayside-inn', minNights: '2', description: ' By the water ' };
    expect(checkForm(values)).toEqual({
      ok: true,
      input: {
        enabled: true,
        slug: 'bayside-inn',
        minNights: 2,
        maxDaysAhead: 365,
        cancellationDays: 2,
        description: 'By the water',
        roomTypeIds: [3, 7],
      },
    });
    // No address: sent as an empty text, which removes it.
    expect(checkForm(formValuesOf(saved))).toMatchObject({ ok: true, input: { slug: '' } });
  });

  it('puts the message of each wrong field under it, at once', () => {
    const values = {
      ...formValuesOf(saved),
      slug: 'Bayside Inn!',
      minNights: '0',
      maxDaysAhead: 'soon',
      cancellationDays: '2.5',
    };
    expect(checkForm(values)).toEqual({
      ok: false,
      errors: {
        slug: SLUG_MESSAGE,
        minNights: 'Minimum nights must be a whole number from 1 to 365',
        maxDaysAhead: 'Days ahead must be a whole number from 0 to 730',
        cancellationDays: 'Free cancellation days must be a whole number from 0 to 365',
      },
    });
    expect(checkForm({ ...formValuesOf(saved), enabled: true })).toEqual({ ok: false, errors: { slug: SLUG_NEEDED_MESSAGE } });
  });

  it('places the refusals of the server by the field they are about', () => {
    expect(fieldOfMessage(SLUG_TAKEN_MESSAGE)).toBe('slug');
    expect(fieldOfMessage(SLUG_MESSAGE)).toBe('slug');
    expect(fieldOfMessage(SLUG_NEEDED_MESSAGE)).toBe('slug');
    expect(fieldOfMessage('Please choose room types of this hotel')).toBe('roomTypeIds');
    expect(fieldOfMessage('Description must be at most 2000 characters')).toBe('description');
    expect(fieldOfMessage('Something else')).toBeNull();
  });

  it('writes the public address', () => {
    expect(publicPageAddress('https://inn.example', 'bayside')).toBe('https://inn.example/book/bayside');
  });
});
