import { describe, expect, it } from 'vitest';
import { likeContaining, parseGuestSearch } from './guest-search';

describe('parseGuestSearch', () => {
  it.each([
    ['', null],
    ['   ', null],
    [',', null],
    ['Clark, Chloe', { name: 'clark chloe', lastName: 'clark', email: null, phoneDigits: null }],
    ['Clark,', { name: 'clark', lastName: 'clark', email: null, phoneDigits: null }],
    ['  clark ,  ch ', { name: 'clark ch', lastName: 'clark', email: null, phoneDigits: null }],
    [', Chloe', { name: 'chloe', lastName: null, email: null, phoneDigits: null }],
    ['Chloe  Clark', { name: 'chloe clark', lastName: null, email: null, phoneDigits: null }],
    ['CLARK', { name: 'clark', lastName: null, email: 'clark', phoneDigits: null }],
    ['chloe.clark@example', { name: null, lastName: null, email: 'chloe.clark@example', phoneDigits: null }],
    ['555-0101', { name: null, lastName: null, email: '555-0101', phoneDigits: '5550101' }],
    ['(555) 01', { name: null, lastName: null, email: null, phoneDigits: '55501' }],
    ['+1 555', { name: null, lastName: null, email: null, phoneDigits: '1555' }],
    ['55', { name: '55', lastName: null, email: '55', phoneDigits: null }],
    ['100%', { name: '100%', lastName: null, email: '100%', phoneDigits: null }],
  ])('%j looks for %j', (text, terms) => {
    expect(parseGuestSearch(text)).toEqual(terms);
  });
});

describe('likeContaining', () => {
  it('takes % _ and \\ literally', () => {
    expect(likeContaining('a%b_c\\')).toBe('%a\\%b\\_c\\\\%');
  });
});
