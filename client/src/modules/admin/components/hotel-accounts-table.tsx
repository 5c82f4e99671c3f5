import { BadgeCheck, KeyRound, LogIn, Pencil, ShieldCheck, Trash2, Users } from 'lucide-react';
import type { AdminHotelFieldsFragment, AdminHotelsQuery, AdminValidateLicenceInput } from '../../../gql/graphql';
import { Badge } from '../../../ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card';
import { RecordTable } from '../../../ui/record-table';
import { useToast } from '../../../ui/toast';
import { adminValidationInput } from '../admin-licence-validation';
import { HotelActionsMenu, type MenuAction } from './hotel-actions-menu';

const COLUMNS = ['Hotel', 'Email', 'Location', 'Rooms', 'License', 'Created', 'Actions'];

/** A hotel of the table, with the active licence the server matched to it (spec 4: same email or name). */
export type AdminHotelRow = AdminHotelsQuery['adminHotels'][number];

export interface HotelAccountsTableProps {
  hotels: readonly AdminHotelRow[];
  loading: boolean;
  failed: boolean;
  onEdit: (hotel: AdminHotelFieldsFragment) => void;
  onImpersonate: (hotel: AdminHotelFieldsFragment) => void;
  onGenerate: (hotel: AdminHotelFieldsFragment) => void;
  onValidate: (input: AdminValidateLicenceInput) => void;
  onDelete: (hotel: AdminHotelFieldsFragment) => void;
  onShowPeople: (hotel: AdminHotelFieldsFragment) => void;
}

const location = (hotel: AdminHotelFieldsFragment) => [hotel.city, hotel.state].filter(Boolean).join(', ') || '—';
const dateText = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** The hotel accounts table (spec 2 and 4): Licensed when an active licence matches by email or name, else Demo. */
export function HotelAccountsTable({
  hotels,
  loading,
  failed,
  onEdit,
  onImpersonate,
  onGenerate,
  onValidate,
  onDelete,
  onShowPeople,
}: HotelAccountsTableProps) {
  const { toast } = useToast();

  const actionsFor = (hotel: AdminHotelRow): MenuAction[] => {
    const licence = hotel.licence;
    return [
      { label: 'Edit Hotel', icon: <Pencil aria-hidden="true" />, onSelect: () => onEdit(hotel) },
      { label: 'Login as Hotel', icon: <LogIn aria-hidden="true" />, onSelect: () => onImpersonate(hotel) },
      { label: 'People', icon: <Users aria-hidden="true" />, onSelect: () => onShowPeople(hotel) },
      licence
        ? {
            label: 'Validate License',
            icon: <ShieldCheck aria-hidden="true" />,
            onSelect: () => {
              const check = adminValidationInput(hotel, licence);
              if (check.ok) onValidate(check.input);
              else toast({ variant: 'destructive', title: check.title, description: check.description });
            },
          }
        : { label: 'Generate License', icon: <KeyRound aria-hidden="true" />, onSelect: () => onGenerate(hotel) },
      { label: 'Delete Hotel', icon: <Trash2 aria-hidden="true" />, onSelect: () => onDelete(hotel), destructive: true },
    ];
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Hotel Accounts</CardTitle>
        <CardDescription>
          Every registered hotel. Use the actions menu to edit, sign in as, license or delete a hotel.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <RecordTable
          name="admin"
          label="Hotel accounts"
          columns={COLUMNS}
          numeric={(column) => column === 'Rooms'}
          skeletonClassName="admin-row-skeleton"
          loading={loading}
          failure={failed && 'Failed to load hotel accounts'}
          failureClassName="admin-empty admin-error"
          empty="No hotel accounts yet. Add the first hotel with the form above."
          emptyClassName="admin-empty"
          rowCount={hotels.length}
        >
          {hotels.map((hotel) => {
            const licensed = !!hotel.licence;
            return (
              <tr key={hotel.id} data-hotel={hotel.email}>
                <td>
                  <div className="admin-hotel-name">{hotel.name}</div>
                  {hotel.website && <div className="admin-muted">{hotel.website}</div>}
                </td>
                <td>
                  <div>{hotel.email}</div>
                  {hotel.isEmailVerified ? (
                    <span className="admin-verified">
                      <BadgeCheck aria-hidden="true" /> Verified
                    </span>
                  ) : (
                    <span className="admin-muted">Not verified</span>
                  )}
                </td>
                <td>{location(hotel)}</td>
                <td className="numeric">{hotel.numberOfRooms ?? '—'}</td>
                <td>
                  <Badge variant={licensed ? 'default' : 'secondary'} className={licensed ? 'admin-badge-licensed' : undefined}>
                    {licensed ? 'Licensed' : 'Demo'}
                  </Badge>
                </td>
                <td className="admin-nowrap">{dateText(hotel.createdAt)}</td>
                <td className="actions">
                  <HotelActionsMenu label={`Actions for ${hotel.name}`} actions={actionsFor(hotel)} />
                </td>
              </tr>
            );
          })}
        </RecordTable>
      </CardContent>
    </Card>
  );
}
