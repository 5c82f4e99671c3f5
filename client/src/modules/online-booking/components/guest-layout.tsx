import type { ReactNode } from 'react';
import { Spinner } from '../../../ui/spinner';
import './guest-pages.css';

/**
 * The frame of the pages a hotel's guests open (its booking page, a booking's manage link): no console, no
 * sign-in, the hotel's name first. `hero` is the band at the top (the hotel's name and address).
 */
export function GuestLayout({ hero, children }: { hero?: ReactNode; children: ReactNode }) {
  return (
    <div className="guest-screen">
      {hero && <header className="guest-hero">{hero}</header>}
      <main className="guest-main">{children}</main>
      <footer className="guest-footer">Online booking by Innkeep</footer>
    </div>
  );
}

export function GuestLoading({ label }: { label: string }) {
  return (
    <GuestLayout>
      <div className="guest-loading">
        <Spinner label={label} />
      </div>
    </GuestLayout>
  );
}

/** A page that cannot be shown (an unknown or closed booking page, an unknown link), with what to do instead. */
export function GuestNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <GuestLayout>
      <section className="guest-notice" aria-labelledby="guest-notice-title">
        <h1 id="guest-notice-title">{title}</h1>
        <div className="guest-notice-text">{children}</div>
      </section>
    </GuestLayout>
  );
}
