import { describe, expect, it } from 'vitest';
import { entryCellClassName, gridHeightFor } from './entry-grid-settings';

describe('the entry grid’s settings', () => {
  it('grows a row at a time up to ten rows, then scrolls', () => {
    expect(gridHeightFor(1)).toBe(74);
    expect(gridHeightFor(3)).toBe(74 + 2 * 29);
    expect(gridHeightFor(25)).toBe(gridHeightFor(10));
  });

  it('marks a cell invalid and its row refused beside its column’s own classes', () => {
    expect(entryCellClassName('entry-input htRight', false, false)).toBe('entry-input htRight');
    expect(entryCellClassName('entry-input', true, true)).toBe('entry-input htInvalid entry-row-refused');
    expect(entryCellClassName(undefined, true, false)).toBe('htInvalid');
  });
});
