import { describe, expect, it } from 'vitest';
import { reportsTabFromParam, searchWithReportsTab } from './reports-tabs';

describe('the Reports tab’s views', () => {
  it('opens the revenue reports unless ?tab=statistics', () => {
    expect([null, '', 'nonsense', 'revenue', 'statistics', 'tax'].map((value) => reportsTabFromParam(value).id)).toEqual([
      'revenue',
      'revenue',
      'revenue',
      'revenue',
      'statistics',
      'tax',
    ]);
  });

  it('keeps the address’s other parameters, and the revenue reports the bare one', () => {
    expect(searchWithReportsTab(new URLSearchParams('a=1'), 'statistics').toString()).toBe('a=1&tab=statistics');
    expect(searchWithReportsTab(new URLSearchParams('tab=statistics&a=1'), 'revenue').toString()).toBe('a=1');
  });
});
