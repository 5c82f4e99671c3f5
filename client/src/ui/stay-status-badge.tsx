import { cx } from './class-names';
import './stay-status-badge.css';

/**
 * The class of a stay status's badge ("stay-status stay-status-checked-in"): one look for the grids (plain DOM
 * renderers), the board and the Front Desk.
 */
export function stayStatusClassName(status: string): string {
  return `stay-status stay-status-${status.toLowerCase().replace(/\s+/g, '-')}`;
}

export function StayStatusBadge({ status, className }: { status: string; className?: string }) {
  return <span className={cx(stayStatusClassName(status), className)}>{status}</span>;
}
