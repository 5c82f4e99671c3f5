import { describe, expect, it } from 'vitest';
import { appendPage, replaceHead, type BookingConnection } from './booking-connection';

const page = (ids: number[], hasNextPage: boolean, endCursor: string | null, totalCount = 10): BookingConnection =>
  ({
    nodes: ids.map((id) => ({ id })),
    pageInfo: { hasNextPage, endCursor },
    totalCount,
  }) as unknown as BookingConnection;

const ids = (connection: BookingConnection) => connection.nodes.map((node) => node.id);

describe('paging through bookings', () => {
  it('appends the next page without repeating a booking', () => {
    const next = appendPage(page([10, 9, 8], true, 'c8'), page([8, 7, 6], true, 'c6'));
    expect(ids(next)).toEqual([10, 9, 8, 7, 6]);
    expect(next.pageInfo.endCursor).toBe('c6');
  });

  it('refreshes the head and keeps what was loaded beyond it', () => {
    const loaded = page([10, 9, 8, 7, 6], true, 'c6');
    expect(ids(replaceHead(loaded, page([11, 10, 9], true, 'c9', 11)))).toEqual([11, 10, 9, 8, 7, 6]);
    expect(replaceHead(loaded, page([11, 10, 9], true, 'c9', 11)).pageInfo.endCursor).toBe('c6');
    // The whole list fits the head: nothing beyond it, the fresh cursor.
    const whole = replaceHead(loaded, page([11, 10, 8, 7, 6], false, 'c6b', 5));
    expect([ids(whole), whole.pageInfo.hasNextPage, whole.totalCount]).toEqual([[11, 10, 8, 7, 6], false, 5]);
  });
});
