import { expect } from 'vitest';
import type { SignedInHotel } from '../../server/src/testing/hotels';

/** How most browser tests begin: a room type "Standard" ($100.00 a night, $500.00 a week, $1,500.00 a month). */
export async function addStandardRooms(
  hotel: Pick<SignedInHotel, 'api'>,
  roomNumbers: string[],
): Promise<{ roomTypeId: number; roomIds: number[] }> {
  const roomType = await hotel.api.post('/api/hotel/room-types', {
    name: 'Standard',
    dailyRate: '100.00',
    weeklyRate: '500.00',
    monthlyRate: '1500.00',
  });
  expect(roomType.status).toBe(201);
  const roomIds: number[] = [];
  for (const roomNumber of roomNumbers) {
    const room = await hotel.api.post('/api/hotel/rooms', { roomNumber, roomTypeId: roomType.body.id });
    expect(room.status).toBe(201);
    roomIds.push(room.body.id as number);
  }
  return { roomTypeId: roomType.body.id as number, roomIds };
}
