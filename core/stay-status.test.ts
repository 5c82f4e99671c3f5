import { describe, expect, it } from 'vitest';
import { cents } from './money';
import {
  decideStayAction,
  deletionRefusal,
  earlyCheckOut,
  holdsRoom,
  isBalanceDueRefusal,
  STAY_STATUSES,
  type StayAction,
  type StayFacts,
  type StayStatus,
} from './stay-status';

const stay = (stayStatus: StayStatus, overrides: Partial<StayFacts> = {}): StayFacts => ({
  id: 2241,
  stayStatus,
  checkInDate: '2026-12-15',
  checkOutDate: '2026-12-18',
  balanceCents: cents(0),
  roomNumber: '101',
  roomOutOfOrder: false,
  ...overrides,
});

type Row = [action: StayAction, facts: StayFacts, today: string, expected: string, force?: boolean];

// expected: the status reached, or the 409's reason.
const TABLE: Row[] = [
  ['check-in', stay('Reserved'), '2026-12-14', 'Check-in opens on 12/15/26'],
  ['check-in', stay('Reserved'), '2026-12-15', 'Checked In'],
  ['check-in', stay('Reserved'), '2026-12-17', 'Checked In'],
  ['check-in', stay('Reserved'), '2026-12-18', "Check-in closed on 12/17/26, the stay's last night"],
  ['check-in', stay('Reserved', { roomOutOfOrder: true }), '2026-12-15', 'Room 101 is out of order'],
  ['check-in', stay('Checked In'), '2026-12-15', 'Only a reserved booking can be checked in: this booking is checked in'],
  ['check-in', stay('Cancelled'), '2026-12-15', 'Only a reserved booking can be checked in: this booking is cancelled'],
  ['check-out', stay('Checked In'), '2026-12-18', 'Checked Out'],
  // Leaving early or late is the guest's choice: check-out has no date rule.
  ['check-out', stay('Checked In'), '2026-12-16', 'Checked Out'],
  ['check-out', stay('Checked In'), '2026-12-20', 'Checked Out'],
  ['check-out', stay('Checked In', { balanceCents: cents(12000) }), '2026-12-18', 'Balance due: $120.00'],
  ['check-out', stay('Checked In', { balanceCents: cents(123456) }), '2026-12-18', 'Balance due: $1,234.56'],
  ['check-out', stay('Checked In', { balanceCents: cents(12000) }), '2026-12-18', 'Checked Out', true],
  ['check-out', stay('Checked In', { balanceCents: cents(-500) }), '2026-12-18', 'Checked Out'],
  ['check-out', stay('Reserved'), '2026-12-18', 'Only a checked-in booking can be checked out: this booking is reserved'],
  ['check-out', stay('Checked Out'), '2026-12-18', 'Only a checked-in booking can be checked out: this booking is checked out'],
  ['cancel', stay('Reserved'), '2026-12-01', 'Cancelled'],
  ['cancel', stay('Reserved'), '2026-12-20', 'Cancelled'],
  ['cancel', stay('Checked In'), '2026-12-15', 'Only a reserved booking can be cancelled: this booking is checked in'],
  ['cancel', stay('No Show'), '2026-12-15', 'Only a reserved booking can be cancelled: this booking is a no-show'],
  ['no-show', stay('Reserved'), '2026-12-14', 'A no-show can be recorded from 12/15/26'],
  ['no-show', stay('Reserved'), '2026-12-15', 'No Show'],
  ['no-show', stay('Reserved'), '2026-12-25', 'No Show'],
  ['no-show', stay('Cancelled'), '2026-12-15', 'Only a reserved booking can be marked a no-show: this booking is cancelled'],
  ['reinstate', stay('Cancelled'), '2026-12-15', 'Reserved'],
  ['reinstate', stay('No Show'), '2026-12-15', 'Reserved'],
  [
    'reinstate',
    stay('Reserved'),
    '2026-12-15',
    'Only a cancelled or no-show booking can be reinstated: this booking is reserved',
  ],
  [
    'reinstate',
    stay('Checked Out'),
    '2026-12-15',
    'Only a cancelled or no-show booking can be reinstated: this booking is checked out',
  ],
  ['undo-check-in', stay('Checked In', { checkIn: { on: '2026-12-15', changedSince: false } }), '2026-12-15', 'Reserved'],
  [
    'undo-check-in',
    stay('Checked In', { checkIn: { on: '2026-12-15', changedSince: true } }),
    '2026-12-15',
    'Booking #2241 has changed since it was checked in: its check-in can no longer be undone',
  ],
  [
    'undo-check-in',
    stay('Checked In', { checkIn: { on: '2026-12-15', changedSince: false } }),
    '2026-12-16',
    'Only a check-in made today can be undone: booking #2241 was checked in on 12/15/26',
  ],
  [
    'undo-check-in',
    stay('Checked In', { checkIn: null }),
    '2026-12-16',
    'Only a check-in made today can be undone: booking #2241 was checked in before today',
  ],
  [
    'undo-check-in',
    stay('Reserved'),
    '2026-12-16',
    'Only a checked-in booking can have its check-in undone: this booking is reserved',
  ],
  [
    'undo-check-in',
    stay('Checked Out'),
    '2026-12-16',
    'Only a checked-in booking can have its check-in undone: this booking is checked out',
  ],
];

describe('decideStayAction', () => {
  it.each(TABLE)('%s of %o on %s: %s', (action, facts, today, expected, force) => {
    const decision = decideStayAction(action, facts, today, { force });
    expect(decision.allowed ? decision.to : decision.reason).toBe(expected);
  });

  it('allows each action from exactly the statuses the issue names', () => {
    const from = (action: StayAction) =>
      STAY_STATUSES.filter((status) => decideStayAction(action, stay(status), '2026-12-16', { force: true }).allowed);
    expect(from('check-in')).toEqual(['Reserved']);
    expect(from('check-out')).toEqual(['Checked In']);
    expect(from('cancel')).toEqual(['Reserved']);
    expect(from('no-show')).toEqual(['Reserved']);
    expect(from('reinstate')).toEqual(['Cancelled', 'No Show']);
  });
});

describe('holdsRoom', () => {
  it('frees the room of cancelled and no-show stays only', () => {
    expect(STAY_STATUSES.filter(holdsRoom)).toEqual(['Reserved', 'Checked In', 'Checked Out']);
  });
});

describe('isBalanceDueRefusal', () => {
  it('tells the balance refusal of a check-out from the others', () => {
    const refusal = decideStayAction('check-out', stay('Checked In', { balanceCents: cents(12000) }), '2026-12-16');
    expect(refusal).toEqual({ allowed: false, reason: 'Balance due: $120.00' });
    expect(isBalanceDueRefusal(refusal.allowed ? undefined : refusal.reason)).toBe(true);
    expect(isBalanceDueRefusal('Only a checked-in booking can be checked out: this booking is reserved')).toBe(false);
    expect(isBalanceDueRefusal(undefined)).toBe(false);
  });
});

describe('deletionRefusal', () => {
  const facts = (stayStatus: StayStatus, paid: number, hasLivePayments: boolean) => ({
    id: 2241,
    stayStatus,
    paidCents: cents(paid),
    hasLivePayments,
  });
  it.each([
    ['Reserved', 0, false, null],
    ['Cancelled', 0, false, null],
    ['No Show', 0, false, null],
    [
      'Cancelled',
      5000,
      true,
      'Booking #2241 has payments of $50.00: refund or void them, or cancel the booking, instead of deleting it',
    ],
    [
      'Reserved',
      0,
      true,
      'Booking #2241 has payments of $0.00: refund or void them, or cancel the booking, instead of deleting it',
    ],
    ['Checked In', 0, false, 'Booking #2241 was checked in: check it out or cancel it instead'],
    ['Checked Out', 5000, true, 'Booking #2241 was checked in: check it out or cancel it instead'],
  ] as const)('%s, paid %i (live payments: %s): %s', (status, paid, live, refusal) => {
    expect(deletionRefusal(facts(status, paid, live))).toBe(refusal);
  });
});

describe('earlyCheckOut', () => {
  it.each([
    ['2026-12-16', { checkOutDate: '2026-12-16', nights: 1 }],
    ['2026-12-17', { checkOutDate: '2026-12-17', nights: 2 }],
    // On the day of arrival the stay keeps its first night.
    ['2026-12-15', { checkOutDate: '2026-12-16', nights: 1 }],
    ['2026-12-18', null],
    ['2026-12-20', null],
  ] as const)('checked out on %s: %o', (today, expected) => {
    expect(earlyCheckOut({ checkInDate: '2026-12-15', checkOutDate: '2026-12-18' }, today)).toEqual(expected);
  });
  it('leaves a one-night stay checked out on its arrival day as it is', () => {
    expect(earlyCheckOut({ checkInDate: '2026-12-15', checkOutDate: '2026-12-16' }, '2026-12-15')).toBeNull();
  });
});
