import { cancellationPolicyText } from '@core/online-booking';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { stayDate, usd } from '../guest-text';
import type { BookingMade } from '../public-api';

/** What the guest sees once booked: the reference, the dates, the total and the link to manage the booking. */
export function BookingConfirmation({
  booking,
  email,
  cancellationDays,
}: {
  booking: BookingMade;
  email: string;
  cancellationDays: number;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the guest was in is gone: the keyboard and the screen reader start again at the news.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="book-confirmation" aria-labelledby="book-confirmation-title">
      <div className="book-confirmation-icon">
        <CircleCheck aria-hidden="true" />
      </div>
      <h2 id="book-confirmation-title" ref={heading} tabIndex={-1}>
        Your booking is confirmed
      </h2>
      <p className="book-confirmation-lead">
        We sent the confirmation to <strong>{email}</strong>.
      </p>
      <dl className="book-confirmation-list">
        <div>
          <dt>Reference</dt>
          <dd className="book-reference">{booking.reference}</dd>
        </div>
        <div>
          <dt>Room</dt>
          <dd>{booking.roomType}</dd>
        </div>
        <div>
          <dt>Check-in</dt>
          <dd>{stayDate(booking.checkIn)}</dd>
        </div>
        <div>
          <dt>Check-out</dt>
          <dd>{stayDate(booking.checkOut)}</dd>
        </div>
        <div className="book-summary-total">
          <dt>Total with taxes</dt>
          <dd>{usd(booking.total)}</dd>
        </div>
      </dl>
      <p className="book-summary-policy">{cancellationPolicyText(cancellationDays)}</p>
      <p>
        <a className="book-manage-link" href={booking.manageUrl}>
          Manage your booking
        </a>
        <span className="book-hint"> (keep this link: it lets you see or cancel the booking)</span>
      </p>
    </section>
  );
}
