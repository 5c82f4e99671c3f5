import { describe, expect, it } from 'vitest';
import { NO_FILTERS, nextSort, searchVariables, THROUGH_MESSAGE } from './booking-filters';

describe('the filters of Recent Bookings', () => {
  it('ask the server for nothing but the default list when empty', () => {
    expect(searchVariables(NO_FILTERS)).toEqual({
      ok: true,
      variables: { search: null, from: null, to: null, rateType: null, status: null, stayStatus: null, source: null, sort: null },
    });
  });

  it('send a stay window that includes the Through day, the choices as the server spells them, and the sort', () => {
    expect(
      searchVariables({
        search: '  smith ',
        from: '2026-03-01',
        through: '2026-03-31',
        rateType: 'weekly',
        status: 'Partially Paid',
        stayStatus: 'checked in',
        source: 'online',
        sort: { key: 'balance', descending: true },
      }),
    ).toEqual({
      ok: true,
      variables: {
        search: 'smith',
        from: '2026-03-01',
        to: '2026-04-01',
        rateType: 'Weekly',
        status: 'Partially Paid',
        stayStatus: 'Checked In',
        source: 'Online',
        sort: '-balance',
      },
    });
    // One day: from and through the same day.
    expect(searchVariables({ ...NO_FILTERS, from: '2026-03-01', through: '2026-03-01' })).toMatchObject({
      variables: { from: '2026-03-01', to: '2026-03-02' },
    });
  });

  it('refuse a Through date before the From date, with the message the clerk sees', () => {
    expect(searchVariables({ ...NO_FILTERS, from: '2026-03-10', through: '2026-03-09' })).toEqual({
      ok: false,
      message: THROUGH_MESSAGE,
    });
    expect(searchVariables({ ...NO_FILTERS, search: 'x'.repeat(201) })).toEqual({
      ok: false,
      message: 'Search must be at most 200 characters',
    });
  });

  it('sort a column ascending, then descending, then back to the default order', () => {
    const first = nextSort(null, 'guest');
    expect(first).toEqual({ key: 'guest', descending: false });
    const second = nextSort(first, 'guest');
    expect(second).toEqual({ key: 'guest', descending: true });
    expect(nextSort(second, 'guest')).toBeNull();
    expect(nextSort(second, 'room')).toEqual({ key: 'room', descending: false });
  });
});
