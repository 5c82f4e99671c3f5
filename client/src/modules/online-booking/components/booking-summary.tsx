import { cancellationPolicyText } from '@core/online-booking';
import type { Stay } from '../stay-choice';
import { addDays } from '@core/stay-dates';
import { nightsText, stayDate, usd } from '../guest-text';
import type { OfferedRoomType } from '../public-api';

/** Beside the details (under them on a phone): what the Book button books. */
export function BookingSummary({
  stay,
  roomType,
  cancellationDays,
}: {
  stay: Stay | null;
  roomType: OfferedRoomType | null;
  cancellationDays: number;
}) {
  return (
    <section className="book-summary" aria-label="Your booking">
      {roomType && stay ? (
        <dl className="book-summary-list">
          <div>
            <dt>Room</dt>
            <dd>{roomType.name}</dd>
          </div>
          <div>
            <dt>Check-in</dt>
            <dd>{stayDate(stay.checkIn)}</dd>
          </div>
          <div>
            <dt>Check-out</dt>
            <dd>
              {stayDate(addDays(stay.checkIn, stay.nights))} ({nightsText(stay.nights)})
            </dd>
          </div>
          <div className="book-summary-total">
            <dt>Total with taxes</dt>
            <dd>{usd(roomType.total)}</dd>
          </div>
        </dl>
      ) : (
        <p className="book-summary-empty">{stay ? 'Choose a room.' : 'Choose your dates and a room.'}</p>
      )}
      <p className="book-summary-policy">{cancellationPolicyText(cancellationDays)}</p>
    </section>
  );
}
