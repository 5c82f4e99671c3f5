import { lateCancellationMessage, notCancellableMessage } from '@core/online-booking';
import { nightsBetween } from '@core/stay-dates';
import { CalendarX2, MapPin, Phone } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '../../../ui/button';
import { addressLine, nightsText, stayDate, usd } from '../guest-text';
import { useGuestBooking } from '../hooks/use-guest-booking';
import type { GuestBooking } from '../public-api';
import { GuestLayout, GuestLoading, GuestNotice } from './guest-layout';

/** /my-booking/{token}: the booking as its guest sees it, from the link in the confirmation mail. */
export function ManageBookingPage() {
  const { token = '' } = useParams();
  const { state, cancel } = useGuestBooking(token);

  useEffect(() => {
    document.title = 'Your booking';
    return () => {
      document.title = 'Innkeep';
    };
  }, []);

  if (state.status === 'loading') return <GuestLoading label="Loading your booking" />;
  if (state.status === 'missing')
    return (
      <GuestNotice title="This booking could not be found">
        <p>The link may be incomplete. Please use the link in your confirmation mail, or contact the hotel.</p>
      </GuestNotice>
    );
  if (state.status === 'failed')
    return (
      <GuestNotice title="Your booking could not be loaded">
        <p>{state.message}</p>
      </GuestNotice>
    );
  return <ManageBooking booking={state.booking} cancel={cancel} />;
}

/**
 * Why a booking cannot be cancelled here, in the words the server's refusal (409) has: after the free window,
 * until when it was free and whom to call; once checked in or out, that it is the hotel's to change.
 */
function whyNotCancellable(booking: GuestBooking): string | null {
  if (booking.canCancel || booking.status === 'Cancelled') return null;
  if (booking.status !== 'Reserved') return notCancellableMessage(booking.hotel.phone);
  const days = nightsBetween(booking.freeCancellationUntil, booking.checkIn);
  return lateCancellationMessage(booking.checkIn, days, booking.hotel.phone);
}

function ManageBooking({ booking, cancel }: { booking: GuestBooking; cancel: () => Promise<string | null> }) {
  const [asking, setAsking] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalRef = useRef<HTMLParagraphElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cancelled = booking.status === 'Cancelled';
  const hotelAddress = addressLine([booking.hotel.address, booking.hotel.city, booking.hotel.state, booking.hotel.zip]);
  const notCancellable = whyNotCancellable(booking);

  useEffect(() => {
    if (asking) confirmRef.current?.focus();
  }, [asking]);

  const confirmCancel = async () => {
    setCancelling(true);
    const message = await cancel();
    setCancelling(false);
    setAsking(false);
    setRefusal(message);
    // The keyboard goes on from the news: the refusal, or the heading that now says the booking is cancelled.
    requestAnimationFrame(() => (message ? refusalRef.current : headingRef.current)?.focus());
  };

  return (
    <GuestLayout
      hero={
        <div className="guest-hero-inner">
          <p className="guest-eyebrow">Your booking</p>
          <h1 className="guest-hotel-name">{booking.hotel.name}</h1>
          {hotelAddress && (
            <p className="guest-hotel-address">
              <MapPin aria-hidden="true" />
              {hotelAddress}
            </p>
          )}
          {booking.hotel.phone && (
            <p className="guest-hotel-address">
              <Phone aria-hidden="true" />
              <a className="guest-hotel-phone" href={`tel:${booking.hotel.phone}`}>
                {booking.hotel.phone}
              </a>
            </p>
          )}
        </div>
      }
    >
      <section className="book-confirmation manage-booking" aria-labelledby="manage-booking-title">
        <h2 id="manage-booking-title" ref={headingRef} tabIndex={-1}>
          {cancelled ? 'This booking is cancelled' : 'Your booking'}
        </h2>
        <dl className="book-confirmation-list">
          <div>
            <dt>Reference</dt>
            <dd className="book-reference">{booking.reference}</dd>
          </div>
          <div>
            <dt>Guest</dt>
            <dd>{booking.guestName}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>{booking.status}</dd>
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
            <dd>
              {stayDate(booking.checkOut)} ({nightsText(booking.nights)})
            </dd>
          </div>
          <div>
            <dt>{booking.rateType} rate</dt>
            <dd>{usd(booking.subtotal)}</dd>
          </div>
          {booking.taxes.map((tax) => (
            <div key={tax.name}>
              <dt>{tax.name}</dt>
              <dd>{usd(tax.amount)}</dd>
            </div>
          ))}
          <div className="book-summary-total">
            <dt>Total with taxes</dt>
            <dd>{usd(booking.total)}</dd>
          </div>
        </dl>
        {!cancelled && (
          <p className="book-summary-policy">
            {booking.cancellationPolicy}
            {booking.canCancel && <> You may cancel here until {stayDate(booking.freeCancellationUntil)}.</>}
          </p>
        )}
        {refusal && (
          <p ref={refusalRef} className="book-banner" role="alert" tabIndex={-1}>
            {refusal}
          </p>
        )}
        {!refusal && notCancellable && <p className="manage-booking-note">{notCancellable}</p>}
        {booking.canCancel && !asking && (
          <Button variant="outline" onClick={() => setAsking(true)}>
            <CalendarX2 aria-hidden="true" />
            Cancel booking
          </Button>
        )}
        {booking.canCancel && asking && (
          <div className="manage-booking-confirm" role="group" aria-labelledby="manage-booking-confirm-text">
            <p id="manage-booking-confirm-text">Cancel this booking? The room is then free for others.</p>
            <div className="manage-booking-actions">
              <Button ref={confirmRef} variant="destructive" disabled={cancelling} onClick={() => void confirmCancel()}>
                {cancelling ? 'Cancelling…' : 'Yes, cancel my booking'}
              </Button>
              <Button variant="outline" disabled={cancelling} onClick={() => setAsking(false)}>
                Keep my booking
              </Button>
            </div>
          </div>
        )}
      </section>
    </GuestLayout>
  );
}
