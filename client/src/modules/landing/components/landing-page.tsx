import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Brand } from '../../../ui/brand';
import { buttonClassName } from '../../../ui/button';
import { LANDING_FEATURES } from './landing-features';
import { LandingPreview } from './landing-preview';
import './landing.css';

/** Spec 2: the landing page with Login and Register buttons and the feature list. */
export function LandingPage() {
  return (
    <div className="landing">
      <header className="landing-topbar">
        <div className="landing-container landing-topbar-inner">
          <Brand />
          <nav className="landing-nav" aria-label="Account">
            <Link to="/login" className={buttonClassName({ variant: 'ghost' })}>
              Login
            </Link>
            <Link to="/signup" className={buttonClassName()}>
              Register
            </Link>
          </nav>
        </div>
      </header>

      <main>
        <section className="landing-hero">
          <div className="landing-container landing-hero-inner">
            <div className="landing-hero-copy">
              <p className="landing-eyebrow">Property management for independent hotels and motels</p>
              <h1 className="landing-title">Your whole front desk, in one calm console.</h1>
              <p className="landing-lead">
                Innkeep brings bookings, guests, rooms, payments and financial reports together, so running a property takes less
                time than it used to.
              </p>
              <div className="landing-cta">
                <Link to="/signup" className={buttonClassName({ size: 'lg' })}>
                  Register
                  <ArrowRight aria-hidden="true" />
                </Link>
                <Link to="/login" className={buttonClassName({ size: 'lg', variant: 'outline' })}>
                  Login
                </Link>
              </div>
            </div>
            <LandingPreview />
          </div>
        </section>

        <section className="landing-features" aria-labelledby="landing-features-title">
          <div className="landing-container">
            <h2 id="landing-features-title" className="landing-section-title">
              Everything a property needs, nothing it does not
            </h2>
            <ul className="landing-feature-grid">
              {LANDING_FEATURES.map(({ icon: Icon, title, text }) => (
                <li key={title} className="landing-feature">
                  <span className="landing-feature-icon">
                    <Icon aria-hidden="true" />
                  </span>
                  <h3>{title}</h3>
                  <p>{text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      </main>

      <footer className="landing-footer">
        <div className="landing-container landing-footer-inner">
          <span>© {new Date().getFullYear()} Innkeep</span>
          <span>Hotel property management</span>
        </div>
      </footer>
    </div>
  );
}
