import { useId } from 'react';
import { cx } from '../../../ui/class-names';
import { nightsText, roomsLeft, usd } from '../guest-text';
import type { OfferedRoomType } from '../public-api';

export interface RoomChoicesProps {
  roomTypes: readonly OfferedRoomType[];
  nights: number | null;
  chosen: number | null;
  /** A newer answer is on its way: the list shown is the previous stay's. */
  busy: boolean;
  /** Why there is no list (the stay has a problem, the server refused it or could not be reached). */
  notice: string | null;
  error?: string;
  onChoose: (roomTypeId: number) => void;
}

/**
 * The offered room types as radio buttons (arrow keys move between them), each with its price for the stay:
 * the rate type and subtotal, each tax by its name, the total. A sold-out type is listed, not choosable.
 */
export function RoomChoices({ roomTypes, nights, chosen, busy, notice, error, onChoose }: RoomChoicesProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const free = roomTypes.filter((type) => type.available > 0).length;
  const status = notice
    ? notice
    : busy && roomTypes.length === 0
      ? 'Looking for free rooms…'
      : roomTypes.length === 0
        ? 'No rooms are offered online for these dates. Please call the hotel.'
        : free === 0
          ? 'Every room is taken for these dates. Try other dates.'
          : `${free === 1 ? '1 room type is' : `${free} room types are`} free${nights ? ` for ${nightsText(nights)}` : ''}.`;
  return (
    <fieldset
      className="book-section book-rooms"
      aria-busy={busy}
      aria-describedby={error ? `${id}-status ${errorId}` : `${id}-status`}
    >
      <legend className="book-section-title">Choose a room</legend>
      <p id={`${id}-status`} className="book-rooms-status" role="status">
        {status}
      </p>
      {error && (
        <p id={errorId} className="form-field-error book-rooms-error">
          {error}
        </p>
      )}
      {!notice && roomTypes.length > 0 && (
        <ul className={cx('book-room-list', busy && 'book-room-list-busy')}>
          {roomTypes.map((type) => (
            <RoomChoice key={type.id} type={type} nights={nights} chosen={chosen === type.id} onChoose={onChoose} />
          ))}
        </ul>
      )}
    </fieldset>
  );
}

function RoomChoice({
  type,
  nights,
  chosen,
  onChoose,
}: {
  type: OfferedRoomType;
  nights: number | null;
  chosen: boolean;
  onChoose: (roomTypeId: number) => void;
}) {
  const id = useId();
  const soldOut = type.available <= 0;
  return (
    <li className={cx('book-room', chosen && 'book-room-chosen', soldOut && 'book-room-sold-out')}>
      <input
        id={id}
        className="book-room-radio"
        type="radio"
        name="roomTypeId"
        value={type.id}
        checked={chosen}
        disabled={soldOut}
        aria-describedby={`${id}-details`}
        onChange={() => onChoose(type.id)}
      />
      <div className="book-room-body">
        <div className="book-room-head">
          <label htmlFor={id} className="book-room-name">
            {type.name}
          </label>
          <span className={cx('book-room-left', soldOut && 'book-room-left-none')}>{roomsLeft(type.available)}</span>
        </div>
        <div id={`${id}-details`}>
          {soldOut ? (
            <p className="book-room-sold-out-text">No room of this type is free for these dates.</p>
          ) : (
            <dl className="book-price">
              <div className="book-price-line">
                <dt>
                  {type.rateType ?? 'Daily'} rate{nights ? `, ${nightsText(nights)}` : ''}
                </dt>
                <dd>{usd(type.subtotal)}</dd>
              </div>
              {(type.taxes ?? []).map((tax) => (
                <div className="book-price-line" key={tax.name}>
                  <dt>{tax.name}</dt>
                  <dd>{usd(tax.amount)}</dd>
                </div>
              ))}
              <div className="book-price-line book-price-total">
                <dt>Total</dt>
                <dd>{usd(type.total)}</dd>
              </div>
            </dl>
          )}
        </div>
      </div>
    </li>
  );
}
