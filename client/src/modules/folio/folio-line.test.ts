import { describe, expect, it } from 'vitest';
import {
  adjustmentLine,
  chargeLine,
  nightLine,
  overBalanceQuestion,
  paymentLine,
  postedTotals,
  taxName,
  usd,
} from './folio-line';

const charge = {
  id: 7,
  date: '2026-11-20',
  description: 'Parking',
  kind: 'extra',
  amount: '15.00',
  voided: false,
  voidedAt: null,
  voidedBy: null,
  closed: false,
};
const payment = {
  id: 3,
  date: '2026-11-21',
  method: 'Card',
  amount: '1234.50',
  reference: 'AUTH 991',
  voided: false,
  voidedAt: null,
  voidedBy: null,
  closed: false,
};

describe('usd', () => {
  it('reads a money string as dollars', () => {
    expect(usd('1234.50')).toBe('$1,234.50');
    expect(usd('-20.00')).toBe('-$20.00');
  });
});

describe('chargeLine', () => {
  it('offers to void an extra, naming it and its amount', () => {
    expect(chargeLine(charge)).toEqual({
      key: 'extra-7',
      id: 7,
      date: '2026-11-20',
      text: 'Parking',
      amount: '15.00',
      voided: false,
      voidedAt: null,
      voidedBy: null,
      closedLabel: null,
      voidQuestion: 'Void the charge "Parking" of $15.00?',
    });
  });

  it('keys the room and its taxes by kind and never offers to void them', () => {
    const line = chargeLine({ ...charge, id: null, kind: 'room', description: 'Room, 3 nights' });
    expect(line.key).toBe('stay-room');
    expect(line.voidQuestion).toBeNull();
  });

  it('keeps a voided extra listed, with who voided it, and offers no second void', () => {
    const line = chargeLine({ ...charge, voided: true, voidedAt: '2026-11-21T10:00:00Z', voidedBy: 'Ana' });
    expect(line).toMatchObject({ voided: true, voidedAt: '2026-11-21T10:00:00Z', voidedBy: 'Ana', voidQuestion: null });
  });

  it('locks an extra of a closed day, naming the day, and offers no void (the server refuses it)', () => {
    expect(chargeLine({ ...charge, closed: true })).toMatchObject({ closedLabel: 'Closed 11/20/26', voidQuestion: null });
  });

  it('locks the room and its taxes once every night of the stay is closed', () => {
    const room = { ...charge, id: null, kind: 'Room', description: 'Room 101, 3 nights (Daily)' };
    expect(chargeLine({ ...room, closed: true }).closedLabel).toBe('Closed, every night');
    expect(chargeLine(room).closedLabel).toBeNull();
  });
});

describe('paymentLine', () => {
  it('names a payment by its method and reference', () => {
    expect(paymentLine(payment)).toMatchObject({
      key: 'payment-3',
      id: 3,
      text: 'Payment, Card (AUTH 991)',
      voidQuestion: 'Void this payment of $1,234.50?',
    });
  });

  it('calls a negative amount a refund, without a reference when there is none', () => {
    expect(paymentLine({ ...payment, amount: '-20.00', method: 'Cash', reference: null })).toMatchObject({
      text: 'Refund, Cash',
      voidQuestion: 'Void this refund of -$20.00?',
    });
  });

  it('offers no void on a voided payment', () => {
    expect(paymentLine({ ...payment, voided: true }).voidQuestion).toBeNull();
  });

  it('locks a payment of a closed day and offers no void', () => {
    expect(paymentLine({ ...payment, closed: true })).toMatchObject({ closedLabel: 'Closed 11/21/26', voidQuestion: null });
  });
});

describe('adjustmentLine', () => {
  const adjustment = { id: 4, date: '2026-11-27', kind: 'Room', amount: '-25.00', reason: 'Noisy room on 11/25', closed: false };

  it('reads as its kind and reason among the charges, and is never voided', () => {
    expect(adjustmentLine(adjustment)).toEqual({
      key: 'adjustment-4',
      id: 4,
      date: '2026-11-27',
      text: 'Adjustment, Room: Noisy room on 11/25',
      amount: '-25.00',
      voided: false,
      voidedAt: null,
      voidedBy: null,
      closedLabel: null,
      voidQuestion: null,
    });
    expect(adjustmentLine({ ...adjustment, closed: true }).closedLabel).toBe('Closed 11/27/26');
  });
});

describe('the nights of a stay', () => {
  const posted = {
    date: '2026-11-25',
    nightNumber: 1,
    closed: true,
    posted: true,
    roomNumber: '101',
    room: '100.00',
    tax1: '8.00',
    tax2: '5.00',
  };
  const open = { ...posted, date: '2026-11-26', nightNumber: 2, closed: false, posted: false, roomNumber: null };
  const unposted = { ...open, room: null, tax1: null, tax2: null };

  it('names each night as the ledger does, a closed one locked with its date', () => {
    expect(nightLine(posted, 3)).toEqual({
      key: 'night-2026-11-25',
      date: '2026-11-25',
      text: 'Night 1 of 3',
      roomNumber: '101',
      room: '100.00',
      tax1: '8.00',
      tax2: '5.00',
      closedLabel: 'Closed 11/25/26',
    });
    expect(nightLine(unposted, 3)).toMatchObject({ text: 'Night 2 of 3', room: null, closedLabel: null });
  });

  it('adds up what the closed nights posted', () => {
    expect(postedTotals([nightLine(posted, 3), nightLine({ ...posted, tax2: '0.00' }, 3), nightLine(unposted, 3)])).toEqual({
      room: '200.00',
      tax1: '16.00',
      tax2: '5.00',
    });
  });

  it("heads the tax columns with the hotel's tax names", () => {
    const taxLine = { ...charge, id: null, kind: 'Tax 1', description: 'Sales Tax' };
    expect(taxName([taxLine], 'Tax 1')).toBe('Sales Tax');
    expect(taxName([taxLine, charge], 'Tax 2')).toBe('Tax 2');
  });
});

describe('overBalanceQuestion', () => {
  it.each([
    ['500', '122.34', 'This is $377.66 more than the balance: record a credit?'],
    ['$1,500.00', '122.34', 'This is $1,377.66 more than the balance: record a credit?'],
    // Nothing due: the whole payment is credit, said as such (not "$25.00 more than the balance" for $20.00).
    ['20', '0.00', 'Nothing is due on this stay: record $20.00 as a credit?'],
    ['20', '-5.00', 'Nothing is due on this stay (it has a credit of $5.00): record $20.00 as a further credit?'],
    ['122.34', '122.34', null],
    ['100', '122.34', null],
    ['-50', '10.00', null],
    ['abc', '10.00', null],
    ['', '10.00', null],
  ])('%s on a balance of %s: %s', (amount, balance, question) => {
    expect(overBalanceQuestion(amount, balance)).toBe(question);
  });
});
