import { Skeleton } from '../../../ui/skeleton';

export interface GridSkeletonProps {
  columns: readonly string[];
  rows: number;
  label: string;
}

/** The placeholder rows a list shows while it loads (spec 9: 5 room rows, 3 room type rows). */
export function GridSkeleton({ columns, rows, label }: GridSkeletonProps) {
  return (
    <div className="grid-skeleton" role="status" aria-label={label}>
      <table>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: rows }, (_, row) => (
            <tr key={row} data-testid="placeholder-row">
              {columns.map((column) => (
                <td key={column}>
                  <Skeleton className="grid-skeleton-cell" />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
