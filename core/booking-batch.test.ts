import { describe, expect, it } from 'vitest';
import { batchOverlapMessage, overlappingBatchStay, rowError, withBatchStay, type BatchStay } from './booking-batch';
import { conflict, DomainError } from './errors';

const stay = (row: number, checkInDate: string, checkOutDate: string, extra: Partial<BatchStay> = {}): BatchStay => ({
  row,
  bookingId: null,
  roomId: 1,
  roomNumber: '101',
  checkInDate,
  checkOutDate,
  ...extra,
});

describe('overlappingBatchStay', () => {
  const earlier = [stay(1, '2026-12-15', '2026-12-18')];
  it.each([
    ['inside', stay(2, '2026-12-16', '2026-12-17'), 1],
    ['straddling the check-in', stay(2, '2026-12-14', '2026-12-16'), 1],
    ['back to back after', stay(2, '2026-12-18', '2026-12-20'), null],
    ['back to back before', stay(2, '2026-12-10', '2026-12-15'), null],
    ['another room', stay(2, '2026-12-15', '2026-12-18', { roomId: 2 }), null],
  ])('%s', (_name, candidate, row) => {
    expect(overlappingBatchStay(earlier, candidate)?.row ?? null).toBe(row);
  });

  it('lets a later row replace the stay of the booking an earlier row wrote', () => {
    const first = stay(1, '2026-12-15', '2026-12-18', { bookingId: 7 });
    const again = stay(2, '2026-12-16', '2026-12-19', { bookingId: 7 });
    expect(overlappingBatchStay([first], again)).toBeNull();
    expect(withBatchStay([first], again)).toEqual([again]);
    expect(withBatchStay([first], stay(3, '2027-01-01', '2027-01-02'))).toHaveLength(2);
  });
});

describe('batch refusals', () => {
  it('name the earlier row with its room and stay in US short dates', () => {
    expect(batchOverlapMessage(stay(1, '2026-12-15', '2026-12-18'))).toBe('overlaps row 1 (Room 101, 12/15/26 to 12/18/26)');
  });
  it('keep the row error’s code and put its position in front', () => {
    const error = rowError(3, conflict('Room 101 is already booked'));
    expect(error).toBeInstanceOf(DomainError);
    expect([error.code, error.message]).toEqual(['CONFLICT', 'Row 3: Room 101 is already booked']);
  });
});
