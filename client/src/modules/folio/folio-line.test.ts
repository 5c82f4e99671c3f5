import { describe, expect, it } from 'vitest';
import { chargeLine, paymentLine, usd } from './folio-line';

const charge = {
  id: 7,
  date: '2026-11-20',
  description: 'Parking',
  kind: 'extra',
  amount: '15.00',
  voided: false,
  voidedAt: null,
  voidedBy: null,
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
});
