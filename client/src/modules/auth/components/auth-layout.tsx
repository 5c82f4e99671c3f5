import type { ReactNode } from 'react';
import { Brand } from '../../../ui/brand';
import { Card } from '../../../ui/card';
import { cx } from '../../../ui/class-names';
import './auth.css';

export interface AuthLayoutProps {
  title: ReactNode;
  description?: ReactNode;
  /** A large icon above the title, for status screens (sent, verified, invalid link). */
  icon?: ReactNode;
  tone?: 'neutral' | 'success' | 'danger';
  /** Under the card: links to the other account screens. */
  footer?: ReactNode;
  wide?: boolean;
  children?: ReactNode;
}

/** The frame of every account screen: the brand on top, one card in the middle. */
export function AuthLayout({ title, description, icon, tone = 'neutral', footer, wide, children }: AuthLayoutProps) {
  return (
    <div className="auth-screen">
      <header className="auth-topbar">
        <Brand />
      </header>
      <main className="auth-main">
        <Card className={cx('auth-card', wide && 'auth-card-wide')}>
          <div className="auth-card-header">
            {icon && <div className={cx('auth-icon', `auth-icon-${tone}`)}>{icon}</div>}
            <h1 className="auth-title">{title}</h1>
            {description && <div className="auth-description">{description}</div>}
          </div>
          {children && <div className="auth-card-body">{children}</div>}
        </Card>
        {footer && <div className="auth-footer">{footer}</div>}
      </main>
    </div>
  );
}
