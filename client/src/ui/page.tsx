import type { ReactNode } from 'react';
import { cx } from './class-names';
import './page.css';

export interface PageProps {
  /** The page's heading, e.g. 'Bookings Management'. */
  title: ReactNode;
  /** Buttons or badges on the heading row, right-aligned. */
  actions?: ReactNode;
  /** A line under the heading (e.g. the hotel timezone). */
  subtitle?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** The frame every console tab renders into, so headings, widths and spacing match across tabs. */
export function Page({ title, actions, subtitle, className, children }: PageProps) {
  return (
    <section className={cx('page', className)}>
      <header className="page-header">
        <div className="page-heading">
          <h1 className="page-title">{title}</h1>
          {subtitle && <p className="page-subtitle">{subtitle}</p>}
        </div>
        {actions && <div className="page-actions">{actions}</div>}
      </header>
      {children && <div className="page-body">{children}</div>}
    </section>
  );
}
