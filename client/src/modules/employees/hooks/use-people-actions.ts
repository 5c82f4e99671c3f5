import { useMutation } from '@apollo/client/react';
import type { PersonInvite } from '@core/schemas/person.schema';
import type { Role } from '@core/roles';
import type { PersonFieldsFragment } from '../../../gql/graphql';
import { useToastedAction } from '../../../app/use-toasted-action';
import { DeactivatePersonMutation } from '../graphql/deactivate-person-mutation';
import { InvitePersonMutation } from '../graphql/invite-person-mutation';
import { PeopleQuery } from '../graphql/people-query';
import { UpdatePersonMutation } from '../graphql/update-person-mutation';

/**
 * Give sign-in, change a role, turn a sign-in off or on (issue 15), each with the toasts of spec section 8:
 * the server's sentence when it refuses ("A hotel must keep at least one active Owner"), else a fallback.
 * Every change reads the people again. Each resolves true on success.
 */
export function usePeopleActions() {
  const run = useToastedAction();
  const refresh = { refetchQueries: [PeopleQuery], awaitRefetchQueries: true };
  const [invite, invited] = useMutation(InvitePersonMutation, refresh);
  const [update, updated] = useMutation(UpdatePersonMutation, refresh);
  const [deactivate, deactivated] = useMutation(DeactivatePersonMutation, refresh);

  return {
    inviting: invited.loading,
    changing: updated.loading || deactivated.loading,
    invitePerson: (input: PersonInvite) =>
      run(
        () => invite({ variables: { input } }),
        `${input.name} was given a sign-in: an invitation is on its way to ${input.email}`,
        'Failed to give sign-in',
      ),
    changeRole: (person: PersonFieldsFragment, role: Role) =>
      run(
        () => update({ variables: { id: person.id, input: { role } } }),
        `${person.name} is now ${role}`,
        'Failed to change the role',
      ),
    turnOff: (person: PersonFieldsFragment) =>
      run(
        () => deactivate({ variables: { id: person.id } }),
        `${person.name} can no longer sign in`,
        'Failed to turn off the sign-in',
      ),
    turnOn: (person: PersonFieldsFragment) =>
      run(
        () => update({ variables: { id: person.id, input: { active: true } } }),
        `${person.name} can sign in again`,
        'Failed to turn on the sign-in',
      ),
  };
}
