import { describe, expect, it } from 'vitest';
import { guestSearchText } from './guest-search';

describe('guestSearchText', () => {
  it.each([
    ['', ''],
    ['   ', ''],
    ['  ada  love ', 'ada love'],
    ['Lovelace, Ada', 'Lovelace Ada'],
    ['Lovelace,', 'Lovelace'],
    [', Ada', 'Ada'],
  ])('%j searches for %j', (typed, text) => {
    expect(guestSearchText(typed)).toBe(text);
  });
});
