import type { ReactNode } from 'react';
import { cx } from './class-names';
import { Skeleton } from './skeleton';

interface RecordTableProps {
  /** The table's accessible name. */
  label?: string;
  columns: readonly string[];
  /** Which columns hold figures (right-aligned); an "Actions" column is always styled as actions. */
  numeric?: (column: string) => boolean;
  /** The screen's own classes: `${name}-table-wrap` and `${name}-table`, e.g. "admin". */
  name: string;
  skeletonClassName: string;
  skeletonRows?: number;
  loading: boolean;
  /** The row shown instead of the records when they could not be loaded (null: they were). */
  failure?: ReactNode;
  failureClassName?: string;
  /** The row shown when there are no records (rowCount 0); without it the screen's rows always show. */
  empty?: ReactNode;
  emptyClassName?: string;
  rowCount?: number;
  children: ReactNode;
}

/**
 * A plain table of records (hotel accounts, licences, people, rate periods): the heading row, skeleton rows
 * while loading, one row saying it failed or is empty, else the screen's rows. Grids of many rows use the
 * Handsontable kit (ui/grid) instead.
 */
export function RecordTable(props: RecordTableProps) {
  const { columns, numeric = () => false, name, loading, failure, empty, rowCount, children } = props;
  const wholeRow = (content: ReactNode, className?: string) => (
    <tr>
      <td colSpan={columns.length} className={className}>
        {content}
      </td>
    </tr>
  );
  return (
    <div className={`${name}-table-wrap`}>
      <table className={`${name}-table`} aria-label={props.label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                className={cx(numeric(column) && 'numeric', column === 'Actions' && 'actions') || undefined}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading
            ? Array.from({ length: props.skeletonRows ?? 3 }, (_, row) => (
                <tr key={row} aria-hidden="true">
                  {columns.map((column) => (
                    <td key={column}>
                      <Skeleton className={props.skeletonClassName} />
                    </td>
                  ))}
                </tr>
              ))
            : failure
              ? wholeRow(failure, props.failureClassName)
              : empty !== undefined && rowCount === 0
                ? wholeRow(empty, props.emptyClassName)
                : children}
        </tbody>
      </table>
    </div>
  );
}
