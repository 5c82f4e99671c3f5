import { useApolloClient, useMutation } from '@apollo/client/react';
import { serverErrorMessage } from '../../../app/graphql-error';
import { useToast } from '../../../ui/toast';
import { ValidateLicenceMutation } from '../graphql/validate-licence-mutation';
import { checkLicenceForm, type LicenceHotelFields } from '../licence-form';

/**
 * The Validate License flow of the licence card (spec 4 and 8): the form checks first ('No License Key',
 * 'Missing Information'), then the server. A valid key shows 'License Activated!' and refreshes everything
 * (settings, room types, rooms, bookings, the dashboard and the header) by resetting the cache.
 */
export function useValidateLicence() {
  const client = useApolloClient();
  const { toast } = useToast();
  const [validate, { loading }] = useMutation(ValidateLicenceMutation);

  const validateLicence = async (licenceKey: string, fields: LicenceHotelFields): Promise<boolean> => {
    const check = checkLicenceForm(licenceKey, fields);
    if (!check.ok) {
      toast({ variant: 'destructive', title: check.title, description: check.description });
      return false;
    }
    try {
      const { data } = await validate({ variables: { input: check.input } });
      const result = data?.validateLicence;
      if (!result?.isValid) {
        toast({
          variant: 'destructive',
          title: 'Invalid License',
          description: result?.message || 'License key does not match hotel information',
        });
        return false;
      }
      toast({ title: 'License Activated!', description: result.message });
      // Outside the error toast's reach: a reset that races an in-flight read is not a failed validation.
      void client.resetStore().catch(() => undefined);
      return true;
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Validation Error',
        description: serverErrorMessage(error) ?? 'Failed to validate license',
      });
      return false;
    }
  };

  return { validateLicence, validating: loading };
}
