import { useMutation } from '@apollo/client/react';
import { refusalMessage } from '../../../app/use-toasted-action';
import { useToast } from '../../../ui/toast';
import { SendBookingConfirmationMutation } from '../graphql/send-booking-confirmation-mutation';
import { useStableCallback } from './use-stable-callback';

/**
 * "Send confirmation" on a booking: the confirmation mail goes to its guest ("Confirmation sent"), or the
 * server's reason why not (a guest without an email) is shown.
 */
export function useSendConfirmation() {
  const { toast } = useToast();
  const [send] = useMutation(SendBookingConfirmationMutation);
  return useStableCallback(async (id: number) => {
    try {
      const { data } = await send({ variables: { id } });
      toast({ title: 'Confirmation sent', description: data?.sendBookingConfirmation.message });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: refusalMessage(error) ?? `Failed to send the confirmation of booking #${id}`,
      });
    }
  });
}
