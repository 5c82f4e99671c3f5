import { ROOM_JUST_TAKEN } from '@core/online-booking';
import { MapPin } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { Button } from '../../../ui/button';
import { fieldErrorsFrom } from '../../../ui/form-errors';
import { addressLine, browserToday } from '../guest-text';
import { guestDetailsSchema, guestFieldOf, NO_GUEST_DETAILS, type GuestDetails, type GuestField } from '../guest-details';
import { useAvailability } from '../hooks/use-availability';
import { usePublicHotel } from '../hooks/use-public-hotel';
import { publicApi, type BookingMade, type PublicHotel } from '../public-api';
import {
  checkStay,
  firstStay,
  stayFieldOf,
  withCheckIn,
  withCheckOut,
  withNights,
  type StayDraft,
  type StayField,
} from '../stay-choice';
import { BookingConfirmation } from './booking-confirmation';
import { BookingSummary } from './booking-summary';
import { GuestFields } from './guest-fields';
import { GuestLayout, GuestLoading, GuestNotice } from './guest-layout';
import { RoomChoices } from './room-choices';
import { StayFields } from './stay-fields';

/** /book/{slug}: a hotel's own booking page, for guests (no sign-in). */
export function BookingPage() {
  const { slug = '' } = useParams();
  const hotel = usePublicHotel(slug);

  useEffect(() => {
    if (hotel.status === 'ready') document.title = `Book · ${hotel.hotel.name}`;
    return () => {
      document.title = 'Innkeep';
    };
  }, [hotel]);

  if (hotel.status === 'loading') return <GuestLoading label="Loading the booking page" />;
  if (hotel.status === 'missing')
    return (
      <GuestNotice title="This booking page is not available">
        <p>The hotel does not take bookings at this address. Please check the link, or contact the hotel.</p>
      </GuestNotice>
    );
  if (hotel.status === 'failed')
    return (
      <GuestNotice title="The booking page could not be loaded">
        <p>{hotel.message}</p>
      </GuestNotice>
    );
  return <BookingScreen slug={slug} hotel={hotel.hotel} />;
}

function HotelHero({ hotel }: { hotel: PublicHotel }) {
  const address = addressLine([hotel.address, hotel.city, hotel.state]);
  return (
    <div className="guest-hero-inner">
      <p className="guest-eyebrow">Book your stay</p>
      <h1 className="guest-hotel-name">{hotel.name}</h1>
      {address && (
        <p className="guest-hotel-address">
          <MapPin aria-hidden="true" />
          {address}
        </p>
      )}
      {hotel.description && <p className="guest-hotel-description">{hotel.description}</p>}
    </div>
  );
}

function BookingScreen({ slug, hotel }: { slug: string; hotel: PublicHotel }) {
  const today = useMemo(() => browserToday(), []);
  const rules = { minNights: hotel.minNights, maxDaysAhead: hotel.maxDaysAhead };
  const [draft, setDraft] = useState<StayDraft>(() => firstStay(today, rules));
  const [chosen, setChosen] = useState<number | null>(null);
  const [details, setDetails] = useState<GuestDetails>(NO_GUEST_DETAILS);
  const [detailErrors, setDetailErrors] = useState<Partial<Record<GuestField, string>>>({});
  const [roomError, setRoomError] = useState<string | undefined>();
  const [attempted, setAttempted] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [booked, setBooked] = useState<BookingMade | null>(null);
  const bannerRef = useRef<HTMLDivElement>(null);

  const checked = checkStay(draft, rules, today);
  const stay = checked.ok ? checked.stay : null;
  const { state: availability, refresh } = useAvailability(slug, stay);
  const roomTypes = availability.status === 'ready' || availability.status === 'loading' ? (availability.roomTypes ?? []) : [];
  const chosenType = roomTypes.find((type) => type.id === chosen && type.available > 0) ?? null;

  // A choice that the fresh answer no longer offers (sold out meanwhile, or not for the new dates) is dropped.
  useEffect(() => {
    if (availability.status !== 'ready' || chosen === null) return;
    if (!availability.roomTypes.some((type) => type.id === chosen && type.available > 0)) setChosen(null);
  }, [availability, chosen]);

  // The server's refusal of the stay is shown under the field it is about.
  const stayProblems = checked.ok
    ? availability.status === 'refused'
      ? { [stayFieldOf(availability.message)]: availability.message }
      : {}
    : checked.problems;
  const notice = !checked.ok
    ? 'Choose your dates to see the rooms.'
    : availability.status === 'refused'
      ? 'No rooms can be booked for these dates.'
      : availability.status === 'failed'
        ? availability.message
        : null;

  const changeStay = (field: StayField, value: string) => {
    setBanner(null);
    setDraft((current) =>
      field === 'checkIn'
        ? withCheckIn(current, value)
        : field === 'nights'
          ? withNights(current, value)
          : withCheckOut(current, value),
    );
  };

  const checkDetails = (next: GuestDetails) => {
    const result = guestDetailsSchema.safeParse(next);
    return result.success ? {} : (fieldErrorsFrom(result.error.issues) as Partial<Record<GuestField, string>>);
  };

  const changeDetail = (field: keyof GuestDetails, value: string) => {
    const next = { ...details, [field]: value };
    setDetails(next);
    // Once the guest has tried to book, each message follows the typing and clears as soon as it is fixed.
    if (attempted) setDetailErrors(checkDetails(next));
  };

  const choose = (roomTypeId: number) => {
    setChosen(roomTypeId);
    setRoomError(undefined);
    setBanner(null);
  };

  const showBanner = (message: string) => {
    setBanner(message);
    requestAnimationFrame(() => bannerRef.current?.focus());
  };

  const book = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setAttempted(true);
    setBanner(null);
    const errors = checkDetails(details);
    setDetailErrors(errors);
    const noRoom = stay && !chosenType ? 'Please choose a room' : undefined;
    setRoomError(noRoom);
    if (!stay || noRoom || Object.keys(errors).length > 0) {
      // Let React paint the messages, then take the guest to the first thing to fix.
      requestAnimationFrame(() =>
        form.querySelector<HTMLElement>('[aria-invalid="true"], .book-rooms-error ~ ul input:not(:disabled)')?.focus(),
      );
      return;
    }
    const room = chosenType;
    if (!room) return;
    setSubmitting(true);
    const result = await publicApi.book(slug, {
      roomTypeId: room.id,
      checkIn: stay.checkIn,
      nights: stay.nights,
      firstName: details.firstName.trim(),
      lastName: details.lastName.trim(),
      email: details.email.trim(),
      phone: details.phone.trim(),
      website: details.website,
    });
    setSubmitting(false);
    if (result.ok) {
      setBooked(result.data);
      return;
    }
    if (result.status === 409) {
      // The last room went to another guest first: the choices are asked again, the guest's details kept.
      showBanner(result.message || ROOM_JUST_TAKEN);
      refresh();
      return;
    }
    if (result.status === 422) {
      const field = guestFieldOf(result.message);
      if (field) {
        setDetailErrors({ ...errors, [field]: result.message });
        requestAnimationFrame(() => form.querySelector<HTMLElement>(`[name="${field}"]`)?.focus());
        return;
      }
    }
    showBanner(result.message);
  };

  return (
    <GuestLayout hero={<HotelHero hotel={hotel} />}>
      {booked ? (
        <BookingConfirmation booking={booked} email={details.email.trim()} cancellationDays={hotel.cancellationDays} />
      ) : (
        <form className="book-form" noValidate onSubmit={(event) => void book(event)} aria-label="Book a room">
          <div className="book-form-main">
            <StayFields
              draft={draft}
              problems={stayProblems}
              rules={rules}
              today={today}
              onChange={changeStay}
              onEnter={refresh}
            />
            <RoomChoices
              roomTypes={roomTypes}
              nights={stay?.nights ?? null}
              chosen={chosen}
              busy={availability.status === 'loading'}
              notice={notice}
              error={roomError}
              onChoose={choose}
            />
          </div>
          <div className="book-form-side">
            <GuestFields details={details} errors={detailErrors} onChange={changeDetail} />
            <BookingSummary stay={stay} roomType={chosenType} cancellationDays={hotel.cancellationDays} />
            {banner && (
              <div ref={bannerRef} className="book-banner" role="alert" tabIndex={-1}>
                {banner}
              </div>
            )}
            <Button type="submit" size="lg" className="book-submit" disabled={submitting}>
              {submitting ? 'Booking…' : 'Book now'}
            </Button>
          </div>
        </form>
      )}
    </GuestLayout>
  );
}
