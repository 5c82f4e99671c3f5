import { DESK, MANAGERS, roleAllows } from '@core/roles';
import { ArrowRight, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useRole } from '../../../app/use-role';
import { Card, CardContent } from '../../../ui/card';
import { settingsTabPath } from '../../settings/settings-tabs';

/** Spec 1: the capabilities the welcome text lists. */
export const WELCOME_FEATURES = [
  'Booking management with Daily, Weekly and Monthly rates',
  'Automatic tax and resort fee calculation',
  'Payment processing and balance tracking',
  'Monthly and quarterly financial reports',
  'Room and room type management',
  'Excel-like interface',
] as const;

/** Spec 1: the getting-started steps, each linked to the tab where it is done. */
export const GETTING_STARTED_STEPS = [
  { text: 'Configure hotel information in Settings', to: settingsTabPath('hotel'), link: 'Open Settings', access: MANAGERS },
  { text: 'Set up room types and rooms', to: settingsTabPath('rooms'), link: 'Room Types & Rooms', access: MANAGERS },
  { text: 'Create bookings', to: '/hotel/bookings', link: 'Open Bookings', access: DESK },
  { text: 'View financial reports by month or quarter', to: '/hotel/reports', link: 'Open Reports', access: MANAGERS },
] as const;

export function WelcomeCard() {
  // Issue 15: only the steps whose tab the person's role opens (the same groups as the console's tabs).
  const role = useRole();
  const steps = GETTING_STARTED_STEPS.filter((step) => role !== null && roleAllows(step.access, role));
  return (
    <Card className="welcome-card">
      <CardContent className="welcome-content">
        <section className="welcome-intro" aria-labelledby="welcome-title">
          <h2 id="welcome-title">Welcome to your Hotel Management System</h2>
          <p className="welcome-lead">
            This web application was converted from a desktop application, keeping the fast, spreadsheet-style workflow front
            desks rely on. It offers:
          </p>
          <ul className="welcome-features">
            {WELCOME_FEATURES.map((feature) => (
              <li key={feature}>
                <CircleCheck aria-hidden="true" />
                {feature}
              </li>
            ))}
          </ul>
        </section>
        <section className="welcome-steps" aria-labelledby="getting-started-title">
          <h3 id="getting-started-title">Getting Started</h3>
          <ol>
            {steps.map((step, index) => (
              <li key={step.text}>
                <span className="welcome-step-number" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="welcome-step-text">
                  {step.text}
                  <Link to={step.to} className="welcome-step-link">
                    {step.link}
                    <ArrowRight aria-hidden="true" />
                  </Link>
                </span>
              </li>
            ))}
          </ol>
        </section>
      </CardContent>
    </Card>
  );
}
