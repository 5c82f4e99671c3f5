import { useQuery } from '@apollo/client/react';
import { AUDIT_RECORD_TYPES } from '@core/audit-records';
import { AUDIT_LIMIT_DEFAULT } from '@core/schemas/audit.schema';
import { DEFAULT_TIMEZONE } from '@core/timezones';
import { ChevronLeft, ChevronRight, FileText } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useAuth } from '../../../app/use-auth';
import { Button, buttonClassName } from '../../../ui/button';
import { Card, CardContent } from '../../../ui/card';
import { FormField } from '../../../ui/form-field';
import { DataGrid } from '../../../ui/grid/data-grid';
import { gridHeight } from '../../../ui/grid/grid-height';
import { GridSkeleton } from '../../../ui/grid/grid-skeleton';
import '../../../ui/grid/handsontable-setup';
import { Input } from '../../../ui/input';
import { Page } from '../../../ui/page';
import { Select } from '../../../ui/select';
import { activityCsvUrl, activityRow, activityVariables, NO_FILTER, type ActivityFilter } from '../activity-entry';
import { ActivityLogQuery } from '../graphql/activity-log-query';
import { ActivityPeopleQuery } from '../graphql/activity-people-query';
import { HistoryTimezoneQuery } from '../graphql/history-timezone-query';
import { ACTIVITY_HEADERS, activityColumns } from '../grid/activity-columns';
import './activity.css';

const RECORD_OPTIONS = [
  { value: '', label: 'All records' },
  ...AUDIT_RECORD_TYPES.map((type) => ({ value: type.entity, label: type.label })),
];

/** The Activity tab (issue 15): who changed what in the hotel, newest first, filtered, paged, exported as CSV. */
export function ActivityPage() {
  const { account } = useAuth();
  const [filter, setFilter] = useState<ActivityFilter>(NO_FILTER);
  const [offset, setOffset] = useState(0);
  const settings = useQuery(HistoryTimezoneQuery);
  const timeZone = settings.data?.settings.find((entry) => entry.key === 'timezone')?.value.trim() || DEFAULT_TIMEZONE;
  const people = useQuery(ActivityPeopleQuery);
  const log = useQuery(ActivityLogQuery, {
    variables: { ...activityVariables(filter), limit: AUDIT_LIMIT_DEFAULT, offset },
    fetchPolicy: 'cache-and-network',
  });

  const hotel = useMemo(() => ({ name: account?.name ?? 'the hotel', email: account?.email ?? '' }), [account]);
  const page = log.data?.auditLog;
  const rows = useMemo(() => (page?.entries ?? []).map((entry) => activityRow(entry, hotel, timeZone)), [page, hotel, timeZone]);
  const columns = useMemo(() => activityColumns(), []);
  const personOptions = [
    { value: '', label: 'Everyone' },
    ...(people.data?.people ?? []).map((person) => ({
      value: String(person.id),
      label: person.active ? person.name : `${person.name} (inactive)`,
    })),
  ];
  const change = (key: keyof ActivityFilter, value: string) => {
    setFilter((current) => ({ ...current, [key]: value }));
    setOffset(0);
  };
  const total = page?.total ?? 0;
  const shownTo = Math.min(offset + AUDIT_LIMIT_DEFAULT, total);

  return (
    <Page
      title="Activity"
      subtitle="Every change of the hotel's data: who made it, when, and what it was before"
      actions={
        <a className={buttonClassName({ variant: 'secondary' })} href={activityCsvUrl(filter)} download>
          <FileText aria-hidden="true" />
          Export CSV
        </a>
      }
    >
      <Card>
        <CardContent>
          <form className="activity-filters" aria-label="Filter the activity" onSubmit={(event) => event.preventDefault()}>
            <FormField label="Record type">
              <Select value={filter.entity} options={RECORD_OPTIONS} onChange={(event) => change('entity', event.target.value)} />
            </FormField>
            <FormField label="Person">
              <Select value={filter.userId} options={personOptions} onChange={(event) => change('userId', event.target.value)} />
            </FormField>
            <FormField label="From">
              <Input type="date" value={filter.from} onChange={(event) => change('from', event.target.value)} />
            </FormField>
            <FormField label="To">
              <Input type="date" value={filter.to} onChange={(event) => change('to', event.target.value)} />
            </FormField>
            <Button type="button" variant="ghost" onClick={() => (setFilter(NO_FILTER), setOffset(0))}>
              Clear filters
            </Button>
          </form>
        </CardContent>
      </Card>

      <Card>
        <CardContent>
          {log.error && !page ? (
            <p role="alert" className="activity-empty">
              {log.error.message || 'Failed to load the activity'}
            </p>
          ) : !page ? (
            <GridSkeleton columns={ACTIVITY_HEADERS} rows={8} label="Loading the activity" />
          ) : rows.length === 0 ? (
            <p className="activity-empty">No changes match these filters.</p>
          ) : (
            <div className="activity-grid" data-testid="activity-grid">
              <DataGrid
                data={rows}
                columns={columns}
                colHeaders={ACTIVITY_HEADERS}
                readOnly
                height={gridHeight(rows.length, { maxRows: 15 })}
                wordWrap
              />
            </div>
          )}
          <div className="activity-paging">
            <span role="status" aria-live="polite">
              {page ? (total === 0 ? 'No entries' : `${offset + 1}–${shownTo} of ${total}`) : ''}
            </span>
            <Button
              variant="outline"
              size="sm"
              disabled={offset === 0}
              onClick={() => setOffset(Math.max(0, offset - AUDIT_LIMIT_DEFAULT))}
            >
              <ChevronLeft aria-hidden="true" />
              Newer
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={shownTo >= total}
              onClick={() => setOffset(offset + AUDIT_LIMIT_DEFAULT)}
            >
              Older
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        </CardContent>
      </Card>
    </Page>
  );
}
