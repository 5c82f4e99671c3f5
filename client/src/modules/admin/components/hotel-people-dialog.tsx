import { useQuery } from '@apollo/client/react';
import type { AdminHotelFieldsFragment } from '../../../gql/graphql';
import { Badge } from '../../../ui/badge';
import { Dialog } from '../../../ui/dialog';
import { Skeleton } from '../../../ui/skeleton';
import { AdminHotelPeopleQuery } from '../graphql/admin-hotel-people-query';

/** Who signs in to a hotel, with which role: read-only here (the hotel's Owners and Managers manage them). */
export function HotelPeopleDialog({ hotel, onClose }: { hotel: AdminHotelFieldsFragment | null; onClose: () => void }) {
  const { data, loading, error } = useQuery(AdminHotelPeopleQuery, {
    variables: { hotelId: hotel?.id ?? 0 },
    skip: !hotel,
    fetchPolicy: 'network-only',
  });
  const people = data?.adminHotelPeople ?? [];
  return (
    <Dialog
      open={hotel !== null}
      onOpenChange={(open) => !open && onClose()}
      title={hotel ? `People of ${hotel.name}` : 'People'}
      description="Everyone who signs in to this hotel. Its Owners and Managers give and change sign-ins from their Employees tab."
      size="lg"
    >
      {loading && !data ? (
        <Skeleton className="admin-people-skeleton" />
      ) : error ? (
        <p role="alert">The hotel's people could not be loaded. Please try again.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table" aria-label={`People of ${hotel?.name ?? 'the hotel'}`}>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">Sign-in</th>
              </tr>
            </thead>
            <tbody>
              {people.map((person) => (
                <tr key={person.id}>
                  <td>{person.name}</td>
                  <td>{person.email}</td>
                  <td>{person.role}</td>
                  <td>
                    {!person.active ? (
                      <Badge variant="secondary">Turned off</Badge>
                    ) : person.invitationPending ? (
                      <Badge variant="outline">Invited</Badge>
                    ) : (
                      <Badge>Active</Badge>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Dialog>
  );
}
