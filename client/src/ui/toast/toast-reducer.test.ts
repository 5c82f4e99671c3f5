import { describe, expect, it } from 'vitest';
import { toastReducer, type ToastEntry } from './toast-reducer';

const entry = (id: string, open = true): ToastEntry => ({ id, title: `Toast ${id}`, open });

describe('toastReducer', () => {
  it('puts the newest toast first', () => {
    const state = toastReducer([entry('1')], { type: 'add', toast: entry('2') });
    expect(state.map((toast) => toast.id)).toEqual(['2', '1']);
  });

  it('keeps at most 3 toasts, dropping the oldest', () => {
    let state: ToastEntry[] = [];
    for (const id of ['1', '2', '3', '4']) state = toastReducer(state, { type: 'add', toast: entry(id) });
    expect(state.map((toast) => toast.id)).toEqual(['4', '3', '2']);
  });

  it('closes one toast on dismiss and leaves the others open', () => {
    const state = toastReducer([entry('2'), entry('1')], { type: 'dismiss', id: '1' });
    expect(state.map((toast) => [toast.id, toast.open])).toEqual([
      ['2', true],
      ['1', false],
    ]);
  });

  it('closes every toast on dismiss without an id', () => {
    const state = toastReducer([entry('2'), entry('1')], { type: 'dismiss' });
    expect(state.every((toast) => !toast.open)).toBe(true);
  });

  it('removes one toast, or all without an id', () => {
    expect(toastReducer([entry('2'), entry('1')], { type: 'remove', id: '2' }).map((toast) => toast.id)).toEqual(['1']);
    expect(toastReducer([entry('2'), entry('1')], { type: 'remove' })).toEqual([]);
  });

  it('updates the fields of one toast only', () => {
    const state = toastReducer([entry('2'), entry('1')], {
      type: 'update',
      id: '1',
      changes: { title: 'Saved', duration: 8000 },
    });
    expect(state[1]).toEqual({ id: '1', title: 'Saved', duration: 8000, open: true });
    expect(state[0]).toEqual(entry('2'));
  });

  it('does not change the state it was given', () => {
    const before = [entry('1')];
    toastReducer(before, { type: 'dismiss', id: '1' });
    expect(before[0].open).toBe(true);
  });
});
