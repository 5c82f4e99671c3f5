import { Link } from 'react-router';
import { cx } from './class-names';
import './brand.css';

/** The Innkeep mark and word, linking home. */
export function Brand({ className, to = '/' }: { className?: string; to?: string }) {
  return (
    <Link to={to} className={cx('brand', className)} aria-label="Innkeep home">
      <svg className="brand-mark" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M9 23V12.5L16 8l7 4.5V23h-4.5v-5.5h-5V23z" fill="#fff" />
      </svg>
      <span className="brand-word">Innkeep</span>
    </Link>
  );
}
