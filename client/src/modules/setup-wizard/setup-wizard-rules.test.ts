import { describe, expect, it } from 'vitest';
import { EXAMPLE_ROOM_TYPES, exampleRoomPlan, roomRangeText, shouldShowSetupWizard } from './setup-wizard-rules';

const now = new Date('2026-11-21T12:00:00Z');
const fresh = { licenceActive: true, installationDate: '2026-11-21T08:00:00Z', completed: false, now };

describe('shouldShowSetupWizard', () => {
  it.each([
    ['a fresh installation', fresh, true],
    ['23 hours after installation', { ...fresh, installationDate: '2026-11-20T13:00:00Z' }, true],
    ['25 hours after installation', { ...fresh, installationDate: '2026-11-20T11:00:00Z' }, false],
    ['once completed', { ...fresh, completed: true }, false],
    ['an expired demo', { ...fresh, licenceActive: false }, false],
    ['no installation date', { ...fresh, installationDate: null }, false],
    ['an unreadable date', { ...fresh, installationDate: 'soon' }, false],
  ])('%s: %s', (_name, conditions, expected) => {
    expect(shouldShowSetupWizard(conditions)).toBe(expected);
  });
});

describe('the example rooms', () => {
  it('proposes the three room types of the spec', () => {
    expect(EXAMPLE_ROOM_TYPES.map((type) => type.dailyRate)).toEqual(['79.99', '99.99', '149.99']);
  });

  it('proposes twelve rooms when there is room for them', () => {
    const plan = exampleRoomPlan(null);
    expect(plan.map((batch) => [batch.roomType.name, roomRangeText(batch)])).toEqual([
      ['Standard Room', '101–107'],
      ['Deluxe Room', '201–203'],
      ['Suite', '301–302'],
    ]);
  });

  it('stays within the room limit', () => {
    expect(exampleRoomPlan(4).map((batch) => [batch.roomType.name, batch.endNumber])).toEqual([
      ['Standard Room', 2],
      ['Deluxe Room', 1],
      ['Suite', 1],
    ]);
    expect(exampleRoomPlan(1).map(roomRangeText)).toEqual(['101']);
    expect(exampleRoomPlan(0)).toEqual([]);
  });
});
