import { describe, expect, it } from 'vitest';
import { roomAvailabilitySchema } from './room-availability.schema';

const parsed = (input: unknown) => {
  const result = roomAvailabilitySchema.safeParse(input);
  return result.success ? result.data : result.error.issues[0]!.message;
};

describe('roomAvailabilitySchema', () => {
  it.each([
    [
      { checkInDate: '2026-12-14', nights: 4 },
      { checkInDate: '2026-12-14', checkOutDate: '2026-12-18', exceptBookingId: null },
    ],
    [
      { checkInDate: '2026-12-31', nights: '1' },
      { checkInDate: '2026-12-31', checkOutDate: '2027-01-01', exceptBookingId: null },
    ],
    [
      { checkInDate: '2026-12-14', nights: null },
      { checkInDate: '2026-12-14', checkOutDate: '2026-12-15', exceptBookingId: null },
    ],
    [
      { checkInDate: '2026-12-14', nights: 2, exceptBookingId: 1503 },
      { checkInDate: '2026-12-14', checkOutDate: '2026-12-16', exceptBookingId: 1503 },
    ],
    [
      { checkInDate: '2026-12-14', nights: 2, exceptBookingId: null },
      { checkInDate: '2026-12-14', checkOutDate: '2026-12-16', exceptBookingId: null },
    ],
    [{ checkInDate: '2026-12-14', nights: 2, exceptBookingId: 0 }, 'Invalid id'],
    [{ checkInDate: '2026-12-14', nights: 2, exceptBookingId: 2.5 }, 'Invalid id'],
    [{ checkInDate: '', nights: 2 }, 'Please select check-in date'],
    [{ checkInDate: '1999-12-31', nights: 2 }, 'Check-in date must be between 2000-01-01 and 2100-12-31'],
    [{ checkInDate: '2026-12-14', nights: 0 }, 'Nights must be between 1 and 3650'],
    [{ checkInDate: '2026-12-14', nights: 3651 }, 'Nights must be between 1 and 3650'],
  ])('%j reads as %j', (input, expected) => {
    expect(parsed(input)).toEqual(expected);
  });
});
