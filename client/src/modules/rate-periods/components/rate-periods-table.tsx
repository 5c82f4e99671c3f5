import { rateTypeLabel } from '@core/rate-period-match';
import { Pencil, Trash2 } from 'lucide-react';
import type { RatePeriodFieldsFragment } from '../../../gql/graphql';
import { Badge } from '../../../ui/badge';
import { IconButton } from '../../../ui/icon-button';
import { cx } from '../../../ui/class-names';
import { RecordTable } from '../../../ui/record-table';
import { moneyText, whenText } from '../rate-period-form';

const COLUMNS = ['Name', 'Room Type', 'Type', 'Daily Rate', 'Weekly Rate', 'Monthly Rate', 'Priority', 'Status', 'Actions'];
const SKELETON_ROWS = 3;

export interface RatePeriodsTableProps {
  periods: readonly RatePeriodFieldsFragment[];
  loading: boolean;
  editingId: number | null;
  deleting: boolean;
  onEdit: (period: RatePeriodFieldsFragment) => void;
  onDelete: (period: RatePeriodFieldsFragment) => void;
}

/** The Rate Periods table (spec 2): Name, Room Type, Type, the three rates, Priority, Status, Actions. */
export function RatePeriodsTable({ periods, loading, editingId, deleting, onEdit, onDelete }: RatePeriodsTableProps) {
  return (
    <RecordTable
      name="rate-periods"
      label="Rate periods"
      columns={COLUMNS}
      numeric={(column) => column.endsWith(' Rate')}
      skeletonClassName="rate-periods-skeleton"
      skeletonRows={SKELETON_ROWS}
      loading={loading}
      empty="No rate periods configured yet. Create your first rate period above to get started."
      emptyClassName="rate-periods-empty"
      rowCount={periods.length}
    >
      {periods.map((period) => (
        <tr key={period.id} className={cx(editingId === period.id && 'rate-periods-row-editing')}>
          <td>
            <div className="rate-periods-name">{period.name}</div>
            <div className="rate-periods-when">{whenText(period)}</div>
          </td>
          <td>{period.roomTypeName}</td>
          <td>{rateTypeLabel(period.rateType)}</td>
          <td className="numeric">{moneyText(period.dailyRate)}</td>
          <td className="numeric">{moneyText(period.weeklyRate)}</td>
          <td className="numeric">{moneyText(period.monthlyRate)}</td>
          <td>{period.priority}</td>
          <td>
            <Badge variant={period.isActive ? 'default' : 'secondary'}>{period.isActive ? 'Active' : 'Inactive'}</Badge>
          </td>
          <td>
            <div className="rate-periods-actions">
              <IconButton icon={Pencil} label={`Edit ${period.name}`} onClick={() => onEdit(period)} />
              <IconButton icon={Trash2} label={`Delete ${period.name}`} disabled={deleting} onClick={() => onDelete(period)} />
            </div>
          </td>
        </tr>
      ))}
    </RecordTable>
  );
}
