import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { RatePeriodFieldsFragment } from '../../../gql/graphql';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card';
import { RatePeriodRoomTypesQuery } from '../graphql/rate-period-room-types-query';
import { RatePeriodsQuery } from '../graphql/rate-periods-query';
import { useRatePeriodActions } from '../hooks/use-rate-period-actions';
import { RatePeriodFormCard } from './rate-period-form-card';
import { RatePeriodsTable } from './rate-periods-table';
import './rate-periods.css';

const DELETE_CONFIRMATION = 'Are you sure you want to delete this rate period?';

/** Settings › Rate Periods (spec 2): a create/edit form and the table of periods. */
export function RatePeriodsTab() {
  const periods = useQuery(RatePeriodsQuery);
  const roomTypes = useQuery(RatePeriodRoomTypesQuery);
  const actions = useRatePeriodActions();
  const [editing, setEditing] = useState<RatePeriodFieldsFragment | null>(null);

  const list = periods.data?.ratePeriods ?? [];
  const confirmDelete = (period: RatePeriodFieldsFragment) => {
    if (!window.confirm(DELETE_CONFIRMATION)) return;
    void actions.deleteRatePeriod(period).then((deleted) => {
      if (deleted && editing?.id === period.id) setEditing(null);
    });
  };

  return (
    <div className="rate-periods">
      <RatePeriodFormCard
        roomTypes={roomTypes.data?.roomTypes ?? []}
        editing={editing}
        saving={actions.saving}
        onCancelEdit={() => setEditing(null)}
        onSubmit={(input) => (editing ? actions.updateRatePeriod(editing, input) : actions.createRatePeriod(input))}
      />
      <Card>
        <CardHeader>
          <CardTitle>Rate Periods</CardTitle>
        </CardHeader>
        <CardContent>
          {periods.error && !periods.data ? (
            <p className="rate-periods-error">Failed to load rate periods</p>
          ) : (
            <RatePeriodsTable
              periods={list}
              loading={periods.loading && !periods.data}
              editingId={editing?.id ?? null}
              deleting={actions.deleting}
              onEdit={(period) => {
                setEditing(period);
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
              onDelete={confirmDelete}
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
