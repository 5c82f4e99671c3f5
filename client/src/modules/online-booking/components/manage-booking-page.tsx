import { CalendarX2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '../../../ui/button';
import { addressLine, stayDate, usd } from '../guest-text';
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

function ManageBooking({ booking, cancel }: { booking: GuestBooking; cancel: () => Promise<string | null> }) {
  const [asking, setAsking] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalRef = useRef<HTMLDivElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelled = booking.status === 'Cancelled';
  const hotelAddress = addressLine([booking.hotel?.address, booking.hotel?.city, booking.hotel?.state]);

  useEffect(() => {
    if (asking) confirmRef.current?.focus();
  }, [asking]);

  const confirmCancel = async () => {
    setCancelling(true);
    const message = await cancel();
    setCancelling(false);
    setAsking(false);
    setRefusal(message);
    if (message) requestAnimationFrame(() => refusalRef.current?.focus());
  };

  return (
    <GuestLayout
      hero={
        <div className="guest-hero-inner">
          <p className="guest-eyebrow">Your booking</p>
          <h1 className="guest-hotel-name">{booking.hotel?.name ?? 'Your booking'}</h1>
          {hotelAddress && <p className="guest-hotel-address">{hotelAddress}</p>}
        </div>
      }
    >
      <section className="book-confirmation manage-booking" aria-labelledby="manage-booking-title">
        <h2 id="manage-booking-title">{cancelled ? 'This booking is cancelled' : 'Your booking'}</h2>
        <dl className="book-confirmation-list">
          <div>
            <dt>Reference</dt>
            <dd className="book-reference">{booking.reference}</dd>
          </div>
          {booking.guestName && (
            <div>
              <dt>Guest</dt>
              <dd>{booking.guestName}</dd>
            </div>
          )}
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
          <div>
            <dt>Status</dt>
            <dd>{booking.status}</dd>
          </div>
          <div className="book-summary-total">
            <dt>Total with taxes</dt>
            <dd>{usd(booking.total)}</dd>
          </div>
        </dl>
        {refusal && (
          <div ref={refusalRef} className="book-banner" role="alert" tabIndex={-1}>
            {refusal}
          </div>
        )}
        {!cancelled && !asking && (
          <Button variant="outline" onClick={() => setAsking(true)}>
            <CalendarX2 aria-hidden="true" />
            Cancel booking
          </Button>
        )}
        {!cancelled && asking && (
          <div className="manage-booking-confirm" role="group" aria-label="Cancel this booking?">
            <p>Cancel this booking? The room is then free for others.</p>
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
        {cancelled && <p className="book-summary-policy">You will receive a confirmation of the cancellation by mail.</p>}
      </section>
    </GuestLayout>
  );
}
