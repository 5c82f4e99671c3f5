import type { Role } from '@core/roles';
import { KeyRound, Power, PowerOff } from 'lucide-react';
import { roleOf } from '../../../app/role';
import type { PersonFieldsFragment } from '../../../gql/graphql';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card';
import { Select } from '../../../ui/select';
import { RecordTable } from '../../../ui/record-table';
import { mayChangePerson, roleChoices } from '../person-roles';

const COLUMNS = ['Name', 'Email', 'Role', 'Status', 'Actions'] as const;

export interface PeopleCardProps {
  people: readonly PersonFieldsFragment[];
  loading: boolean;
  failed: boolean;
  /** The signed-in person's role: what they may change. */
  actor: Role | null;
  /** The signed-in person: they are not offered turning their own sign-in off. */
  selfId: number | null;
  busy: boolean;
  onGiveSignIn: () => void;
  onChangeRole: (person: PersonFieldsFragment, role: Role) => void;
  onTurnOff: (person: PersonFieldsFragment) => void;
  onTurnOn: (person: PersonFieldsFragment) => void;
}

/**
 * The People section of the Employees tab (issue 15): who signs in, with which role, whether their sign-in is
 * on and whether they have yet to set their password; give a sign-in, change a role, turn a sign-in off or on.
 */
export function PeopleCard({ people, loading, failed, actor, selfId, busy, ...actions }: PeopleCardProps) {
  return (
    <Card className="people-card">
      <CardHeader className="employee-roster-header">
        <div>
          <CardTitle>People ({people.length})</CardTitle>
          <CardDescription>Everyone who signs in to this hotel, and what their role lets them do.</CardDescription>
        </div>
        <Button onClick={actions.onGiveSignIn}>
          <KeyRound aria-hidden="true" />
          Give sign-in
        </Button>
      </CardHeader>
      <CardContent>
        <RecordTable
          name="people"
          label="People"
          columns={COLUMNS}
          skeletonClassName="employee-skeleton-row"
          loading={loading}
          failure={failed && 'Failed to load people'}
          failureClassName="employee-error"
        >
          {people.map((person) => (
            <PersonRow key={person.id} person={person} actor={actor} self={person.id === selfId} busy={busy} {...actions} />
          ))}
        </RecordTable>
      </CardContent>
    </Card>
  );
}

type PersonRowProps = Pick<PeopleCardProps, 'actor' | 'busy' | 'onChangeRole' | 'onTurnOff' | 'onTurnOn'> & {
  person: PersonFieldsFragment;
  self: boolean;
};

function PersonRow({ person, actor, self, busy, onChangeRole, onTurnOff, onTurnOn }: PersonRowProps) {
  const role = roleOf(person.role);
  const changeable = role !== null && mayChangePerson(actor, role);
  return (
    <tr data-person={person.email}>
      <td className="people-name">{person.name}</td>
      <td>{person.email}</td>
      <td>
        {changeable ? (
          <Select
            className="people-role"
            aria-label={`Role of ${person.name}`}
            value={person.role}
            disabled={busy}
            options={roleChoices(actor, role).map((choice) => ({ value: choice, label: choice }))}
            onChange={(event) => {
              const next = roleOf(event.target.value);
              if (next && next !== role) onChangeRole(person, next);
            }}
          />
        ) : (
          person.role
        )}
      </td>
      <td>
        <div className="people-status">
          {person.active ? <Badge variant="secondary">Active</Badge> : <Badge variant="outline">Turned off</Badge>}
          {person.invitationPending && <Badge variant="outline">Invitation pending</Badge>}
        </div>
      </td>
      <td className="actions">
        {changeable &&
          !self &&
          (person.active ? (
            <Button
              variant="outline"
              size="sm"
              disabled={busy}
              aria-label={`Turn off ${person.name}`}
              onClick={() => onTurnOff(person)}
            >
              <PowerOff aria-hidden="true" />
              Turn off
            </Button>
          ) : (
            <Button
              variant="outline"
              size="sm"
              disabled={busy}
              aria-label={`Turn on ${person.name}`}
              onClick={() => onTurnOn(person)}
            >
              <Power aria-hidden="true" />
              Turn on
            </Button>
          ))}
      </td>
    </tr>
  );
}
