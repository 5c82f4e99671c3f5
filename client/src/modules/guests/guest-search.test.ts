import { describe, expect, it } from 'vitest';
import { guestSearchText } from './guest-search';

describe('guestSearchText', () => {
  it.each([
    ['', ''],
    ['   ', ''],
    ['  ada  love ', 'ada love'],
    // The server reads "Last, First" itself (core/guest-search.ts), as it does for the booking autocomplete.
    ['Lovelace,  Ada', 'Lovelace, Ada'],
  ])('%j searches for %j', (typed, text) => {
    expect(guestSearchText(typed)).toBe(text);
  });
});
