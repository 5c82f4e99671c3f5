import { describe, expect, it } from 'vitest';
import { roomChoices, stayKey, takenNote } from './room-picker';

const LABELS = ['101 – Queen', '102 – Queen', '103 – King', '201 – Suite'];
const ids = new Map(LABELS.map((label, index) => [label, index + 1] as const));

describe('roomChoices', () => {
  it('lists the free rooms first and the taken ones after them, each in room order, with who is in the way', () => {
    const choices = roomChoices(LABELS, (label) => ids.get(label), [
      { roomId: 1, guestName: 'Garcia, Ana', startDate: '2026-12-14', endDate: '2026-12-18' },
      { roomId: 3, blockReason: 'New carpet', startDate: '2026-12-13', endDate: '2027-01-02' },
    ]);
    expect(choices.source).toEqual(['102 – Queen', '201 – Suite', '101 – Queen', '103 – King']);
    expect(LABELS.map((label) => choices.noteOf?.(label) ?? '')).toEqual([
      'taken: Garcia, Ana 12/14–12/18',
      '',
      'out of order: New carpet 12/13–01/02',
      '',
    ]);
  });

  it('keeps the plain room order when nothing is in the way', () => {
    expect(roomChoices(LABELS, (label) => ids.get(label), [])).toEqual({ source: LABELS, noteOf: null });
  });
});

describe('stayKey and takenNote', () => {
  it.each([
    ['2026-12-14', '2026-12-18', '2026-12-14|4'],
    ['2026-12-14', '2026-12-14', null],
    ['12/14/26', '2026-12-18', null],
    ['', '', null],
  ])('%s to %s asks about %s', (checkIn, checkOut, key) => {
    expect(stayKey(checkIn, checkOut)).toBe(key);
  });

  it('says a blank block reason without a double space', () => {
    expect(takenNote({ roomId: 1, blockReason: '', startDate: '2026-12-13', endDate: '2026-12-15' })).toBe(
      'out of order: 12/13–12/15',
    );
  });
});
