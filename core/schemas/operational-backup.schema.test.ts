import { describe, expect, it } from 'vitest';
import { operationalBackupSchema } from './operational-backup.schema';

const at = '2026-03-01T10:00:00.000Z';
const backup = {
  format: 'innkeep-operational-backup',
  version: 1,
  createdAt: at,
  hotel: { id: 1, name: 'Harbor Inn', email: 'desk@harbor.test' },
  roomTypes: [{ id: 4, name: 'Queen', dailyRateCents: 7999, weeklyRateCents: 45000, monthlyRateCents: 150000, createdAt: at }],
  ratePeriods: [],
  rooms: [{ id: 9, roomNumber: '101', roomTypeId: 4, createdAt: at }],
  guests: [],
  bookings: [],
};

describe('operationalBackupSchema', () => {
  it('accepts a backup whose references hold', () => {
    expect(operationalBackupSchema.safeParse(backup).success).toBe(true);
  });

  it('refuses a room pointing at a room type it does not contain', () => {
    const result = operationalBackupSchema.safeParse({ ...backup, rooms: [{ ...backup.rooms[0], roomTypeId: 5 }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('The backup refers to rows it does not contain: room 9');
  });

  it('refuses another format', () => {
    expect(operationalBackupSchema.safeParse({ ...backup, format: 'something-else' }).success).toBe(false);
  });
});
