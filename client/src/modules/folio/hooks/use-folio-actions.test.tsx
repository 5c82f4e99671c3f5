// @vitest-environment happy-dom
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { savedBooking } from '../../../testing/saved-booking';
import { AddFolioPaymentMutation } from '../graphql/add-folio-payment-mutation';
import { useFolioActions } from './use-folio-actions';

const BOOKING = savedBooking.id;

const paymentLine = (id: number, amount: string) => ({
  __typename: 'FolioPayment',
  id,
  date: '2027-03-10',
  method: 'Cash',
  amount,
  reference: null,
  voided: false,
  voidedAt: null,
  voidedBy: null,
});

// As the server answers, with each object's type name (the cache reads the fragments by them).
const folio = {
  __typename: 'Folio',
  bookingId: BOOKING,
  charges: [],
  payments: [paymentLine(2, '100.00'), paymentLine(3, '40.00')],
  totalCharges: '339.00',
  totalPayments: '140.00',
  balance: '199.00',
  pricingNote: null,
  booking: {
    ...savedBooking,
    __typename: 'Booking',
    room: { ...savedBooking.room, __typename: 'BookingRoom' },
    paidAmount: '140.00',
    balance: '199.00',
  },
};

const payment = { amount: '40', method: 'Cash', reference: null, date: null };

/** The hook over a client that answers only the one payment given, and fails any other request. */
function renderActions(mocks: readonly MockLink.MockedResponse[] = []) {
  const wrapper = ({ children }: { children: ReactNode }) => <MockedProvider mocks={mocks}>{children}</MockedProvider>;
  return renderHook(() => useFolioActions(BOOKING), { wrapper });
}

describe("the folio's changes", () => {
  it.each([
    [{ description: 'Parking', amount: '12.345', date: null }, 'Amount must be a number with at most 2 decimals'],
    [{ description: '  ', amount: '12.00', date: null }, 'Please enter a description'],
    [{ description: 'Parking', amount: '-5', date: null }, 'Amount must be more than 0 (void a charge to take it back)'],
    [{ description: 'Parking', amount: '5', date: '2026-02-30' }, 'Date 2026-02-30 is not a valid date (YYYY-MM-DD)'],
  ])('refuse the charge %j in the words of the core schema, sending nothing', async (input, message) => {
    const { result } = renderActions();
    let made: boolean | undefined;
    await act(async () => {
      made = await result.current.addCharge(input);
    });
    expect(made).toBe(false);
    expect(result.current.problem).toBe(message);
    expect(result.current.changed).toBe(null);
  });

  it('refuse a payment of 0 and one of more than a million', async () => {
    const { result } = renderActions();
    await act(() => result.current.addPayment({ ...payment, amount: '0' }));
    expect(result.current.problem).toBe('Amount must not be 0');
    await act(() => result.current.addPayment({ ...payment, amount: '1000000.01' }));
    expect(result.current.problem).toBe('Amount must be at most 1000000.00');
  });

  it('send a payment the schema takes, and show the folio as the server answers it', async () => {
    const { result } = renderActions([
      {
        request: { query: AddFolioPaymentMutation, variables: { bookingId: BOOKING, input: payment } },
        result: { data: { addFolioPayment: folio } },
      },
    ]);
    let made: boolean | undefined;
    await act(async () => {
      made = await result.current.addPayment(payment);
    });
    expect(made).toBe(true);
    expect(result.current.problem).toBe(null);
    expect(result.current.changed?.balance).toBe('199.00');
    expect(result.current.changed?.payments.map((line) => [line.method, line.amount])).toEqual([
      ['Cash', '100.00'],
      ['Cash', '40.00'],
    ]);
  });
});
