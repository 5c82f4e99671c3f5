import { useQuery } from '@apollo/client/react';
import { Building2, KeyRound } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { useAuth } from '../../../app/use-auth';
import type { AdminHotelFieldsFragment } from '../../../gql/graphql';
import { Button } from '../../../ui/button';
import { Card, CardContent } from '../../../ui/card';
import { Page } from '../../../ui/page';
import { Skeleton } from '../../../ui/skeleton';
import { canUseAdminTab } from '../../console/console-tabs';
import { AdminHotelsQuery } from '../graphql/admin-hotels-query';
import { AdminLicencesQuery } from '../graphql/admin-licences-query';
import { useAdminActions } from '../hooks/use-admin-actions';
import { AdminAccessDenied } from './admin-access-denied';
import { AdminAuthRequired } from './admin-auth-required';
import { GenerateLicenceDialog } from './generate-licence-dialog';
import { HotelAccountsTable } from './hotel-accounts-table';
import { HotelPeopleDialog } from './hotel-people-dialog';
import { HotelFormCard } from './hotel-form-card';
import { LicenceList } from './licence-list';
import './admin.css';

/** The Admin tab (License Administration): only for admins who are not impersonating a hotel. */
export function AdminPage() {
  const { account, status } = useAuth();
  if (status !== 'loading' && !account) return <AdminAuthRequired />;
  if (!account) return null;
  if (!canUseAdminTab(account)) return <AdminAccessDenied />;
  return <LicenceAdministration />;
}

/** Both lists are read a page at a time: an installation may run a thousand hotels. */
export const ADMIN_PAGE_SIZE = 100;

function LicenceAdministration() {
  const hotels = useQuery(AdminHotelsQuery, { variables: { limit: ADMIN_PAGE_SIZE, offset: 0 } });
  const licences = useQuery(AdminLicencesQuery, { variables: { limit: ADMIN_PAGE_SIZE, offset: 0 } });
  const actions = useAdminActions();
  const [editing, setEditing] = useState<AdminHotelFieldsFragment | null>(null);
  const [generatingFor, setGeneratingFor] = useState<AdminHotelFieldsFragment | null>(null);
  const [peopleOf, setPeopleOf] = useState<AdminHotelFieldsFragment | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const formRef = useRef<HTMLDivElement>(null);

  const hotelList = hotels.data?.adminHotels ?? [];
  const licenceList = licences.data?.adminLicences ?? [];
  const hotelCount = hotels.data?.adminHotelCount ?? 0;
  const licenceCount = licences.data?.adminLicenceCounts.total ?? 0;
  const loading = (hotels.loading && !hotels.data) || (licences.loading && !licences.data);

  const loadMoreHotels = () =>
    more(() =>
      hotels.fetchMore({
        variables: { limit: ADMIN_PAGE_SIZE, offset: hotelList.length },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...fetchMoreResult,
          adminHotels: appendNew(previous.adminHotels, fetchMoreResult.adminHotels),
        }),
      }),
    );
  const loadMoreLicences = () =>
    more(() =>
      licences.fetchMore({
        variables: { limit: ADMIN_PAGE_SIZE, offset: licenceList.length },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...fetchMoreResult,
          adminLicences: appendNew(previous.adminLicences, fetchMoreResult.adminLicences),
        }),
      }),
    );
  const more = async (fetch: () => Promise<unknown>) => {
    setLoadingMore(true);
    try {
      await fetch();
    } finally {
      setLoadingMore(false);
    }
  };

  const startEdit = (hotel: AdminHotelFieldsFragment) => {
    setEditing(hotel);
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <Page
      title="License Administration"
      subtitle="Manage hotel accounts, generate and validate licenses, and sign in as a hotel."
    >
      <div className="admin-stats">
        <StatCard icon={<Building2 aria-hidden="true" />} label="Registered Hotels" value={hotelCount} loading={loading} />
        <StatCard
          icon={<KeyRound aria-hidden="true" />}
          label="Active Licenses"
          value={licences.data?.adminLicenceCounts.active ?? 0}
          loading={loading}
        />
      </div>

      <div ref={formRef}>
        <HotelFormCard
          key={editing?.id ?? 'new'}
          editing={editing}
          saving={actions.saving}
          onCancel={() => setEditing(null)}
          onAdd={async (input) => !!(await actions.addHotel(input))}
          onUpdate={async (input) => {
            const saved = await actions.updateHotel(input);
            if (saved) setEditing(null);
            return !!saved;
          }}
        />
      </div>

      <HotelAccountsTable
        hotels={hotelList}
        loading={hotels.loading && !hotels.data}
        failed={!!hotels.error && !hotels.data}
        onEdit={startEdit}
        onImpersonate={(hotel) => {
          if (window.confirm(`Log in as ${hotel.name}? You will work in this hotel's data until you choose Return to Admin.`)) {
            void actions.impersonateHotel(hotel.id);
          }
        }}
        onGenerate={setGeneratingFor}
        onShowPeople={setPeopleOf}
        onValidate={(input) => void actions.validateLicence(input)}
        onDelete={(hotel) => {
          if (
            window.confirm(`Are you sure you want to delete ${hotel.name}? This deletes the hotel account and all of its data.`)
          ) {
            void actions.deleteHotel(hotel.id, hotel.name).then(() => {
              if (editing?.id === hotel.id) setEditing(null);
            });
          }
        }}
      />

      {hotelList.length < hotelCount && (
        <MoreButton
          label={`Load more hotels (${hotelList.length} of ${hotelCount})`}
          busy={loadingMore}
          onClick={loadMoreHotels}
        />
      )}

      <LicenceList
        licences={licenceList}
        loading={licences.loading && !licences.data}
        onDeactivate={(licence) => void actions.deactivateLicence(licence)}
        onDelete={(licence) => {
          if (window.confirm('Are you sure you want to delete this license?')) void actions.deleteLicence(licence);
        }}
      />

      {licenceList.length < licenceCount && (
        <MoreButton
          label={`Load more licenses (${licenceList.length} of ${licenceCount})`}
          busy={loadingMore}
          onClick={loadMoreLicences}
        />
      )}

      <HotelPeopleDialog hotel={peopleOf} onClose={() => setPeopleOf(null)} />
      <GenerateLicenceDialog
        hotel={generatingFor}
        generating={actions.generating}
        onGenerate={actions.generateLicence}
        onOpenChange={(open) => {
          if (!open) setGeneratingFor(null);
        }}
      />
    </Page>
  );
}

/** A page already loaded may overlap the next after a change; keep each record once. */
function appendNew<T extends { id: number }>(loaded: readonly T[], next: readonly T[]): T[] {
  const seen = new Set(loaded.map((item) => item.id));
  return [...loaded, ...next.filter((item) => !seen.has(item.id))];
}

function MoreButton({ label, busy, onClick }: { label: string; busy: boolean; onClick: () => void }) {
  return (
    <div className="admin-more">
      <Button variant="outline" size="sm" onClick={onClick} disabled={busy}>
        {busy ? 'Loading...' : label}
      </Button>
    </div>
  );
}

function StatCard({ icon, label, value, loading }: { icon: ReactNode; label: string; value: number; loading: boolean }) {
  return (
    <Card className="admin-stat">
      <CardContent className="admin-stat-content">
        <span className="admin-stat-icon">{icon}</span>
        <div>
          <div className="admin-stat-label">{label}</div>
          {loading ? (
            <Skeleton className="admin-stat-skeleton" />
          ) : (
            <div className="admin-stat-value" data-testid={`stat-${label}`}>
              {value}
            </div>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
