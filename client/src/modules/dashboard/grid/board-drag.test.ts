import { describe, expect, it } from 'vitest';
import type { BoardModel } from './board-columns';
import { changeQuestion, proposalFor } from './board-drag';
import { boardDays, layoutBlocks, layoutStays, type BoardBooking } from './board-layout';

const days = boardDays('2026-12-14', 7); // 12-14 .. 12-20, columns 1..7
const rooms = [
  { id: 1, roomNumber: '101', roomTypeName: 'Queen' },
  { id: 2, roomNumber: '102', roomTypeName: 'Queen' },
];
// Ada in 101 from 12-15 for 3 nights (columns 2..4); 102 out of order 12-18 to 12-20 (columns 5..6).
const ada: BoardBooking = {
  id: 12,
  guest: 'Lovelace, Ada',
  checkInDate: '2026-12-15',
  checkOutDate: '2026-12-18',
  nights: 3,
  paymentStatus: 'Unpaid',
  balance: '339.00',
  stayStatus: 'Reserved',
  version: 4,
  room: { id: 1, roomNumber: '101' },
};
const model: BoardModel = {
  rooms,
  days,
  today: '2026-12-14',
  layout: layoutStays([ada], days),
  blocks: layoutBlocks([{ id: 1, roomId: 2, startDate: '2026-12-18', endDate: '2026-12-20', reason: 'Paint' }], days),
};

describe('proposalFor: a new booking over empty nights', () => {
  it('a click books the night clicked', () => {
    expect(proposalFor(model, { kind: 'new', row: 1, col: 2 }, 1, 2)).toMatchObject({
      kind: 'new',
      room: rooms[1],
      checkInDate: '2026-12-15',
      nights: 1,
    });
  });

  it('a drag either way books the nights between, on the room where it began', () => {
    expect(proposalFor(model, { kind: 'new', row: 1, col: 1 }, 0, 3)).toMatchObject({
      row: 1,
      checkInDate: '2026-12-14',
      nights: 3,
    });
    expect(proposalFor(model, { kind: 'new', row: 1, col: 3 }, 1, 1)).toMatchObject({ checkInDate: '2026-12-14', nights: 3 });
  });

  it('stops before a stay or a block, and starts nowhere on a taken night', () => {
    expect(proposalFor(model, { kind: 'new', row: 0, col: 7 }, 0, 1)).toMatchObject({ checkInDate: '2026-12-18', nights: 3 });
    expect(proposalFor(model, { kind: 'new', row: 1, col: 2 }, 1, 7)).toMatchObject({ checkInDate: '2026-12-15', nights: 3 });
    expect(proposalFor(model, { kind: 'new', row: 0, col: 3 }, 0, 5)).toBeNull();
  });
});

describe('proposalFor: moving and stretching a stay', () => {
  it('moves by as many nights and rows as the pointer, keeping the nights', () => {
    const grabbed = { kind: 'move', booking: ada, row: 0, col: 3 } as const;
    expect(proposalFor(model, grabbed, 1, 5)).toMatchObject({
      room: rooms[1],
      checkInDate: '2026-12-17',
      nights: 3,
      first: 4,
      last: 6,
    });
    expect(proposalFor(model, grabbed, 1, 3)).toMatchObject({ room: rooms[1], checkInDate: '2026-12-15' });
    expect(proposalFor(model, grabbed, 0, 3)).toBeNull();
  });

  it('stretches the end to the pointer night, never below one night', () => {
    const edge = { kind: 'stretch', booking: ada, row: 0 } as const;
    expect(proposalFor(model, edge, 1, 6)).toMatchObject({ room: rooms[0], checkInDate: '2026-12-15', nights: 5 });
    expect(proposalFor(model, edge, 0, 1)).toMatchObject({ nights: 1 });
    expect(proposalFor(model, edge, 0, 4)).toBeNull();
  });
});

describe('changeQuestion', () => {
  it('names the booking, the room and the dates, check-out exclusive', () => {
    const move = proposalFor(model, { kind: 'move', booking: ada, row: 0, col: 2 }, 1, 2)!;
    expect(changeQuestion(move)).toBe('Move booking #12 to Room 102, 12/15/26 – 12/18/26?');
    const stretch = proposalFor(model, { kind: 'stretch', booking: ada, row: 0 }, 0, 5)!;
    expect(changeQuestion(stretch)).toBe('Change booking #12 to 4 nights, 12/15/26 – 12/19/26?');
  });
});
