import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { parseInput } from '@core/parse-input';
import { folioChargeSchema, folioPaymentSchema } from '@core/schemas/folio.schema';
import type {
  AddFolioChargeMutationVariables,
  AddFolioPaymentMutationVariables,
  FolioFieldsFragment,
} from '../../../gql/graphql';
import { AddFolioChargeMutation } from '../graphql/add-folio-charge-mutation';
import { AddFolioPaymentMutation } from '../graphql/add-folio-payment-mutation';
import { VoidFolioChargeMutation } from '../graphql/void-folio-charge-mutation';
import { VoidFolioPaymentMutation } from '../graphql/void-folio-payment-mutation';

type Folio = FolioFieldsFragment;

/** A charge as the desk sends it: the generated operation's input. */
export type ChargeInput = AddFolioChargeMutationVariables['input'];
/** A payment (a refund when negative) as the desk sends it: the generated operation's input. */
export type PaymentInput = AddFolioPaymentMutationVariables['input'];

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The changes the desk makes to a booking's folio. Each answers with the folio as it now is (`changed`, for
 * this booking only); a refusal is kept in `problem` as the server words it. A charge or payment is first
 * checked with the core schema the server parses it with, so a bad amount is refused in the same words
 * without a round trip. Each resolves true when it was made, so a form can clear itself.
 */
export function useFolioActions(bookingId: number | null) {
  const [changed, setChanged] = useState<Folio | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    setChanged(null);
    setProblem(null);
  }, [bookingId]);

  const [addCharge, charging] = useMutation(AddFolioChargeMutation);
  const [addPayment, paying] = useMutation(AddFolioPaymentMutation);
  const [voidCharge] = useMutation(VoidFolioChargeMutation);
  const [voidPayment] = useMutation(VoidFolioPaymentMutation);

  const change = async (run: () => Promise<Folio | null | undefined>): Promise<boolean> => {
    setProblem(null);
    try {
      const next = await run();
      if (next) setChanged(next);
      return Boolean(next);
    } catch (failure) {
      setProblem(messageOf(failure));
      return false;
    }
  };
  const id = bookingId ?? 0;

  return {
    changed: changed && changed.bookingId === bookingId ? changed : null,
    problem,
    charging: charging.loading,
    paying: paying.loading,
    addCharge: (input: ChargeInput) =>
      change(async () => {
        parseInput(folioChargeSchema, input);
        return (await addCharge({ variables: { bookingId: id, input } })).data?.addFolioCharge ?? null;
      }),
    addPayment: (input: PaymentInput) =>
      change(async () => {
        parseInput(folioPaymentSchema, input);
        return (await addPayment({ variables: { bookingId: id, input } })).data?.addFolioPayment ?? null;
      }),
    voidCharge: (chargeId: number) =>
      change(async () => (await voidCharge({ variables: { bookingId: id, chargeId } })).data?.voidFolioCharge ?? null),
    voidPayment: (paymentId: number) =>
      change(async () => (await voidPayment({ variables: { bookingId: id, paymentId } })).data?.voidFolioPayment ?? null),
  };
}
