import { Skeleton } from '../skeleton';
import './grid-skeleton.css';

export interface GridSkeletonProps {
  columns: readonly string[];
  rows: number;
  label: string;
  /** The test id of each placeholder row. */
  rowTestId?: string;
}

/** The placeholder rows a grid shows while it loads (spec 9: 5 room rows, 3 room type rows, 12 report months). */
export function GridSkeleton({ columns, rows, label, rowTestId = 'placeholder-row' }: GridSkeletonProps) {
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
            <tr key={row} data-testid={rowTestId}>
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
